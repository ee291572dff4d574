// Renders the artwork in scenes.mjs to WebP in public/img at the widths the layout needs.
// Run after changing a scene: `node artwork/render.mjs` in apps/web.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { scenes } from './scenes.mjs';

const OUT = path.resolve(import.meta.dirname, '../public/img');
const WIDTHS = {
  'hero-fleet': [640, 960, 1280],
  'hero-night': [640, 960, 1280],
  'hero-trip': [640, 960, 1280],
  'hero-hatch': [640, 960, 1280],
  'hero-city': [640, 960, 1280],
  branch: [640, 960],
  lost: [640],
};

mkdirSync(OUT, { recursive: true });
const only = process.argv[2];
for (const [name, draw] of Object.entries(scenes)) {
  if (only && name !== only) continue;
  const source = Buffer.from(draw());
  if (process.env.KEEP_SVG) writeFileSync(path.join(OUT, `${name}.svg`), source);
  for (const width of WIDTHS[name]) {
    const file = path.join(OUT, `${name}-${width}.webp`);
    const info = await sharp(source, { density: 144 })
      .resize({ width })
      .webp({ quality: 78, effort: 6 })
      .toFile(file);
    console.log(
      `${path.basename(file)} ${info.width}x${info.height} ${(info.size / 1024).toFixed(1)} KB`,
    );
  }
}

// Renders the demo artwork (car pictures and offer banners) from SVG into the WebP files the demo
// seed loads. Run after changing the drawings: npx tsx apps/api/seed/render-artwork.ts
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSvg, type Banner } from './artwork/banner';
import { drawCar, place, type Paint } from './artwork/car';
import { HATCHBACK, MUV, SEDAN, SUV, resized, type Profile } from './artwork/profiles';
import { HEIGHT, SCENES, WIDTH } from './artwork/scenes';

const OUT = path.join(import.meta.dirname, 'images');

const COMPACT_SUV = resized(SUV, 3995, 0.99);
const LARGE_SUV = resized(SUV, 4695, 1.07);

/** File names match DEMO_CARS in src/demo/demo-data.ts. */
const CARS: { slug: string; profile: Profile; paint: Paint }[] = [
  { slug: 'maruti-swift', profile: HATCHBACK, paint: { body: '#c8102e' } },
  { slug: 'honda-city', profile: SEDAN, paint: { body: '#1f3a68' } },
  { slug: 'hyundai-creta', profile: SUV, paint: { body: '#2e4a3f' } },
  {
    slug: 'tata-nexon-ev',
    profile: COMPACT_SUV,
    paint: { body: '#0f7c86', accent: '#38b6ff', badge: 'EV' },
  },
  { slug: 'toyota-innova-crysta', profile: MUV, paint: { body: '#7b5f4a' } },
  { slug: 'mahindra-xuv700', profile: LARGE_SUV, paint: { body: '#9aa1aa' } },
];

const BANNERS: { slug: string; banner: Banner }[] = [
  {
    slug: 'weekend-suv',
    banner: {
      eyebrow: 'WEEKEND SPECIAL',
      headline: '15% off',
      subhead: 'on SUVs',
      detail: 'Pick up Friday, return by Monday',
      colors: { from: '#0f2a4a', to: '#1f5f8b', accent: '#ffb347' },
      car: { profile: SUV, paint: { body: '#e9ecef' } },
    },
  },
  {
    slug: 'go-electric',
    banner: {
      eyebrow: 'GO ELECTRIC',
      headline: '₹2,800',
      subhead: 'a day · Nexon EV',
      detail: 'Silent, zero-emission city drives',
      colors: { from: '#053b3a', to: '#0f8b7d', accent: '#a8f0c6' },
      car: { profile: COMPACT_SUV, paint: { body: '#f1f3f4', accent: '#38b6ff', badge: 'EV' } },
    },
  },
  {
    slug: 'long-drive',
    banner: {
      eyebrow: 'LONG DRIVE SAVER',
      headline: '10% off',
      subhead: 'on 7+ day rentals',
      detail: 'Doorstep delivery included',
      colors: { from: '#6b2410', to: '#d95b27', accent: '#ffe0a3' },
      car: { profile: MUV, paint: { body: '#c9cdd2' } },
    },
  },
];

async function write(svg: string, file: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  const info = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 6 }).toFile(file);
  console.log(`${path.relative(OUT, file)}  ${Math.round(info.size / 1024)} KB`);
}

for (const car of CARS) {
  for (const [index, makeScene] of SCENES.entries()) {
    const scene = makeScene(`s${index}`);
    // Cars keep their real proportions to one another: a longer car is drawn longer.
    const width = car.profile.length * 0.215;
    const drawn = place(
      drawCar(car.profile, car.paint, 'car'),
      car.profile,
      (WIDTH - width) / 2,
      scene.groundY,
      width,
    );
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${scene.background}${drawn}</svg>`;
    await write(svg, path.join(OUT, 'cars', `${car.slug}-${index + 1}.webp`));
  }
}
for (const { slug, banner } of BANNERS) {
  await write(bannerSvg(banner, 'b'), path.join(OUT, 'offers', `${slug}.webp`));
}
console.log(`Banners are ${BANNER_WIDTH} x ${BANNER_HEIGHT}.`);

// The first-load JavaScript of the built home page, computed from the files in dist: the scripts
// and module preloads index.html names, the modules its inline boot script loads
// (src/start-after-frame.ts), plus every chunk they import statically (what the browser must
// fetch before the app can run). Dynamic imports (lazy routes, on-demand sections) are not
// part of it. Run alone (`node bench/first-load.mjs [dist]`) it also prints which packages and
// source folders the bytes come from, from the source maps.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const br = (buffer) =>
  brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  }).length;

/**
 * Sources that must never be in a visitor's first load: the back office, payments, documents,
 * booking and account screens, the libraries only their forms use, and TanStack Query, which
 * loads with the first screen other than home (src/app/lazy-screen.tsx).
 */
const LEAKS =
  /src\/(features|app\/routes)\/(admin|payments?|documents?|bookings?|book|account|auth|login)\b|node_modules\/(react-bootstrap|zod|react-hook-form|@hookform|qrcode|@restart|@popperjs|@tanstack)\//;

/** Static `import … from "./x.js"` and `import "./x.js"` of a built chunk (not `import(…)`). */
function staticImports(code) {
  const found = new Set();
  const pattern = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/** The chunks `/` loads before it runs: `[{ file, bytes, gzip }]`, entry first. */
export function firstLoadChunks(webDist) {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const inline = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const named = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
    ...inline.flatMap((code) => [...code.matchAll(/"(\/assets\/[^"]+\.js)"/g)]),
  ].map((m) => m[1]);
  const seen = new Map();
  const visit = (urlPath) => {
    const file = path.join(webDist, urlPath);
    if (seen.has(file) || !existsSync(file)) return;
    const code = readFileSync(file);
    seen.set(file, { file: urlPath, bytes: code.length, gzip: gz(code), brotli: br(code) });
    for (const spec of staticImports(code.toString('utf8'))) {
      visit(path.posix.join(path.posix.dirname(urlPath), spec));
    }
  };
  for (const url of named) visit(url);
  return [...seen.values()];
}

/** The first load of `/`: its chunks, their total size, and the sources in it that match LEAKS. */
export function firstLoad(webDist) {
  const chunks = firstLoadChunks(webDist);
  const leaks = new Set();
  for (const { file } of chunks) {
    const mapFile = path.join(webDist, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    for (const source of JSON.parse(readFileSync(mapFile, 'utf8')).sources) {
      if (LEAKS.test(source)) leaks.add(source.replace(/^(\.\.\/)+/, ''));
    }
  }
  const kb = (key) => chunks.reduce((sum, c) => sum + c[key], 0) / 1024;
  return { chunks, gzipKb: kb('gzip'), brotliKb: kb('brotli'), leaks: [...leaks] };
}

/** Where a source file belongs: its npm package, or its folder in the repository. */
function owner(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const parts = source.replace(/^(\.\.\/)+/, '').split('/');
  return parts.slice(0, Math.min(parts.length - 1, 4)).join('/') || source;
}

/** Minified bytes per owner, summed over the chunks, from their source maps. */
export function bytesByOwner(webDist, chunks) {
  const totals = new Map();
  for (const { file } of chunks) {
    const mapFile = path.join(webDist, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    const lines = readFileSync(path.join(webDist, file), 'utf8').split('\n');
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
    const segments = [];
    consumer.eachMapping((m) => segments.push(m));
    for (let i = 0; i < segments.length; i++) {
      const m = segments[i];
      const next = segments[i + 1];
      const lineLength = lines[m.generatedLine - 1]?.length ?? 0;
      const end =
        next && next.generatedLine === m.generatedLine ? next.generatedColumn : lineLength;
      const key = m.source ? owner(m.source) : '(no source)';
      totals.set(key, (totals.get(key) ?? 0) + Math.max(0, end - m.generatedColumn));
    }
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename;
if (isMain) {
  const webDist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
  const { chunks, gzipKb, brotliKb, leaks } = firstLoad(webDist);
  const total = gzipKb * 1024;
  console.log(
    `first-load JS of /: ${gzipKb.toFixed(1)} KB gzip, ${brotliKb.toFixed(1)} KB brotli, ` +
      `in ${chunks.length} files; leaks: ${leaks.join(', ') || 'none'}`,
  );
  const raw = chunks.reduce((sum, c) => sum + c.bytes, 0);
  console.table(
    bytesByOwner(webDist, chunks)
      .slice(0, 25)
      .map(([name, bytes]) => ({
        'package or folder': name,
        'KB minified': (bytes / 1024).toFixed(1),
        '~KB gzip': (((bytes / raw) * total) / 1024).toFixed(1),
      })),
  );
}

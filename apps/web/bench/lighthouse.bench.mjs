// Lighthouse benchmark of the production build: `npm run bench:web` from the repository root.
//
// Builds nothing: run `npm run build` first. Starts the built server (apps/api/dist/server.js)
// on a free port with a fresh data folder and the demo data, then runs Lighthouse (the npm
// package, mobile preset, driving Chromium) RUNS times on the home page, the car list and one car
// detail page, and prints the median of each figure: the four category scores, LCP, TBT, CLS and
// the first-load JavaScript of the page in KB gzip (the scripts the page loaded, gzipped at
// level 9 from dist). Goals: performance >= 95, the other categories 100, CLS 0, home < 120 KB.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu';
const HOME_JS_BUDGET_KB = 120;

const root = path.resolve(import.meta.dirname, '../../..');
const webDist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.join(root, 'apps/web/dist');
const serverEntry = path.join(root, 'apps/api/dist/server.js');
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!existsSync(path.join(webDist, 'index.html')) || !existsSync(serverEntry)) {
  fail(
    'No production build found (apps/web/dist or apps/api/dist is missing). ' +
      'Run `npm run build` first; this benchmark builds nothing itself.',
  );
}
if (!existsSync(CHROME_PATH)) fail(`Chromium not found at ${CHROME_PATH} (set CHROME_PATH).`);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s.`);
}

function runLighthouse(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse exited with ${code}: ${err.trim()}`));
      try {
        resolve(JSON.parse(out));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** Chromium now and then fails to record a trace (NO_NAVSTART): such a run is repeated. */
async function runWithRetry(url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stdout.write(
        ` (retrying: ${error instanceof Error ? error.message.split('\n')[0] : error})`,
      );
    }
  }
}

const gzipCache = new Map();
/** KB gzip of the same-origin scripts the page loaded, measured on the files in dist. */
function firstLoadJsKb(report, origin) {
  const items = report.audits['network-requests']?.details?.items ?? [];
  let bytes = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script' || !item.url.startsWith(origin)) continue;
    const file = path.join(webDist, new URL(item.url).pathname);
    if (!gzipCache.has(file)) {
      gzipCache.set(file, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
    }
    bytes += gzipCache.get(file);
  }
  return bytes / 1024;
}

function summarise(report, origin) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: firstLoadJsKb(report, origin),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'rental-bench-web-'));
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    WEB_DIST: webDist,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

try {
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/api/health`);
  const cars = await (await fetch(`${origin}/api/cars`)).json();
  const car = cars.find((c) => c.available) ?? cars[0];
  if (!car) throw new Error('The demo data has no cars: is SEED_DEMO working?');

  const pages = [
    ['/', '/'],
    ['/cars', '/cars'],
    ['/cars/:id', `/cars/${car._id}`],
  ];
  console.log(`Lighthouse ${RUNS}x per page, mobile preset, ${CHROME_PATH}, server ${origin}`);
  const rows = [];
  for (const [label, route] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      process.stdout.write(`  ${label} run ${i + 1}/${RUNS}...`);
      const report = await runWithRetry(origin + route);
      const summary = summarise(report, origin);
      runs.push(summary);
      console.log(
        ` perf ${summary.performance}, LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms, CLS ${summary.cls.toFixed(3)}`,
      );
      if (report.runWarnings?.length)
        console.log(`    warnings: ${report.runWarnings.join(' | ')}`);
    }
    const m = (key) => median(runs.map((run) => run[key]));
    rows.push({
      page: label,
      performance: m('performance'),
      accessibility: m('accessibility'),
      'best-practices': m('bestPractices'),
      seo: m('seo'),
      'LCP ms': Math.round(m('lcp')),
      'TBT ms': Math.round(m('tbt')),
      CLS: Number(m('cls').toFixed(3)),
      'first-load JS KB gzip': Number(m('js').toFixed(1)),
    });
  }
  console.log(`\nMedian of ${RUNS} runs:`);
  console.table(rows);

  const misses = [];
  for (const row of rows) {
    if (row.performance < 95) misses.push(`${row.page}: performance ${row.performance} < 95`);
    for (const key of ['accessibility', 'best-practices', 'seo']) {
      if (row[key] < 100) misses.push(`${row.page}: ${key} ${row[key]} < 100`);
    }
    if (row.CLS > 0) misses.push(`${row.page}: CLS ${row.CLS} > 0`);
  }
  const home = rows[0]['first-load JS KB gzip'];
  if (home >= HOME_JS_BUDGET_KB)
    misses.push(`/: first-load JS ${home} KB >= ${HOME_JS_BUDGET_KB} KB`);
  console.log(misses.length ? `Below goal:\n  ${misses.join('\n  ')}` : 'Every goal met.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stop();
}

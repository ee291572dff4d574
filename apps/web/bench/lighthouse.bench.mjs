// Benchmark of the production build: `npm run bench:web` from the repository root
// (apps/web/README.md, its `bench/` part).
//
// Builds nothing: run `npm run build` first. First the first-load JavaScript of `/`, from the
// built files (first-load.mjs): its size against the budget, and that no back-office, payment,
// document, booking or account code, no form library and no TanStack Query is in it. Then starts
// the built server (apps/api/dist/server.js) on a free port with a fresh data folder and the demo
// data, and runs Lighthouse (the npm package, mobile preset, driving Chromium) RUNS times on the
// home page, the car list and one car page, taking turns between the pages, and prints the
// median of each figure beside its goal. Also checks that `/` fetches no script beyond its first
// load before it is idle. Exits 1 when a goal is missed. `--budget` checks the first load only
// (no Lighthouse).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstLoad } from './first-load.mjs';
import { median, summarise } from './lighthouse-report.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu';
const BUDGET_ONLY = process.argv.includes('--budget');
const REPORT_DIR = process.env.BENCH_REPORT_DIR;

/** docs/decisions/022-performance-close-to-the-limit.md */
const GOALS = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1600,
  cls: 0,
  firstLoadKbGzip: 100,
};

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

const met = (ok) => (ok ? 'met' : 'NOT met');
const misses = [];

const load = firstLoad(webDist);
console.log(
  'First load of / (the scripts index.html names or its boot script loads, and their static imports):',
);
console.table(
  load.chunks.map((c) => ({
    file: c.file,
    'KB gzip': Number((c.gzip / 1024).toFixed(1)),
    'KB brotli': Number((c.brotli / 1024).toFixed(1)),
  })),
);
const budgetMet = load.gzipKb <= GOALS.firstLoadKbGzip;
console.log(
  `first-load JS of /: ${load.gzipKb.toFixed(1)} KB gzip (goal <= ${GOALS.firstLoadKbGzip}) -> ` +
    `${met(budgetMet)}; sent as ${load.brotliKb.toFixed(1)} KB brotli`,
);
if (!budgetMet)
  misses.push(`/: first-load JS ${load.gzipKb.toFixed(1)} KB gzip > ${GOALS.firstLoadKbGzip}`);
console.log(
  `back-office, payment, document, booking, account, form and query code in it (goal: none) -> ` +
    (load.leaks.length ? `NOT met: ${load.leaks.join(', ')}` : 'met'),
);
if (load.leaks.length) misses.push(`/: first load carries ${load.leaks.join(', ')}`);
if (BUDGET_ONLY) {
  console.log(misses.length ? `Below goal:\n  ${misses.join('\n  ')}` : 'Every goal met.');
  process.exit(misses.length ? 1 : 0);
}

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
  console.log(`\nLighthouse ${RUNS}x per page in turns, mobile preset, ${CHROME_PATH}, ${origin}`);
  if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
  const runs = new Map(pages.map(([label]) => [label, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const [label, route] of pages) {
      process.stdout.write(`  ${label} run ${i + 1}/${RUNS}...`);
      const report = await runWithRetry(origin + route);
      if (REPORT_DIR) {
        const name = `${label.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${i + 1}.json`;
        writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(report));
      }
      const summary = summarise(report, origin);
      runs.get(label).push(summary);
      console.log(
        ` perf ${summary.performance}, LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms, CLS ${summary.cls.toFixed(3)}`,
      );
      if (report.runWarnings?.length)
        console.log(`    warnings: ${report.runWarnings.join(' | ')}`);
    }
  }

  const rows = [];
  const goal = (page, name, value, want, ok, unit = '') => {
    rows.push({ page, figure: name, median: `${value}${unit}`, goal: want, '': met(ok) });
    if (!ok) misses.push(`${page}: ${name} ${value}${unit} (goal ${want})`);
  };
  for (const [label] of pages) {
    const list = runs.get(label);
    const m = (key) => median(list.map((run) => run[key]));
    goal(
      label,
      'performance',
      m('performance'),
      `>= ${GOALS.performance}`,
      m('performance') >= GOALS.performance,
    );
    goal(
      label,
      'LCP',
      Math.round(m('lcp')),
      `<= ${GOALS.lcpMs} ms`,
      m('lcp') <= GOALS.lcpMs,
      ' ms',
    );
    goal(label, 'CLS', Number(m('cls').toFixed(3)), `= ${GOALS.cls}`, m('cls') <= GOALS.cls);
    goal(
      label,
      'accessibility',
      m('accessibility'),
      `= ${GOALS.accessibility}`,
      m('accessibility') >= GOALS.accessibility,
    );
    goal(
      label,
      'best practices',
      m('bestPractices'),
      `= ${GOALS.bestPractices}`,
      m('bestPractices') >= GOALS.bestPractices,
    );
    goal(label, 'SEO', m('seo'), `= ${GOALS.seo}`, m('seo') >= GOALS.seo);
    rows.push({
      page: label,
      figure: 'TBT',
      median: `${Math.round(m('tbt'))} ms`,
      goal: '',
      '': '',
    });
    rows.push({
      page: label,
      figure: 'LCP element',
      median: list[0].lcpElement?.slice(0, 60) ?? '?',
      goal: '',
      '': '',
    });
  }
  // Before the page is idle (Lighthouse waits for the network to settle), `/` fetches only its
  // first load: a lazy section or screen loaded that early belongs in the budget instead.
  const firstLoadFiles = new Set(load.chunks.map((c) => c.file));
  const extra = [...new Set(runs.get('/').flatMap((run) => run.scripts))].filter(
    (script) => !firstLoadFiles.has(script),
  );
  goal(
    '/',
    'scripts beyond first load',
    extra.length ? extra.join(' ') : 'none',
    'none',
    extra.length === 0,
  );

  console.log(`\nMedian of ${RUNS} runs:`);
  console.table(rows);
  console.log(misses.length ? `Below goal:\n  ${misses.join('\n  ')}` : 'Every goal met.');
  if (misses.length) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stop();
}

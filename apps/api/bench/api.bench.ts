import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { IDEMPOTENCY_HEADER } from '@rental/shared/constants';
import { nthBooking, searchPaths } from './bench-requests';
import { directorySearches } from './customers-data';
import {
  measure,
  printLatencyTable,
  measureInTurns,
  printListTable,
  printRouteTable,
  printSearchTable,
  type Measured,
} from './measure';
import type { FromServer, ToServer } from './protocol';

// API benchmark: each route of the real app (SQLite, demo-like data) beside a bare Fastify route
// answering a constant body of the same size, then the admin booking list at 1,000 and at 100,000
// bookings, then the search by dates (docs/product.md#availability) on a fleet of 200 cars with
// 100,000 bookings beside the dateless list of the same fleet, then the customer directory at
// 100,000 renters (docs/product.md#customers; `-- --customers` runs that part alone), then the
// owner's reports and the CSV export of a year of 100,000 bookings (`-- --only-reports`). The
// servers run in a child process; the load comes from this one.

const ROUTE_SECONDS = 4;
/** The app and the bare server take turns this many times on each route. */
const ROUTE_TURNS = 2;
/** Goals (docs/decisions/022-performance-close-to-the-limit.md). */
const CAR_GOAL = 0.6;
const BOOK_GOAL = { rps: 1_500, p99: 20 };
const LIST_SECONDS = 5;
const LIST_SIZES: [number, number] = [1_000, 100_000];
/** Dateless and dated lists are measured in turns, this many seconds each, this many times. */
const SEARCH_SECONDS = 5;
const SEARCH_TURNS = 3;
const SEARCH_FLEET = { cars: 200, bookings: 100_000 };
/** The search's p99 should stay within this factor of the dateless list's. */
const SEARCH_GOAL = 1.3;
const DIRECTORY = { renters: 100_000, bookingsEach: 2, seconds: 5 };
const REPORT_SECONDS = 10;
const REPORT_YEAR = { cars: 300, bookings: 100_000 };
const EXPORT_RUNS = 3;

/**
 * BENCH_ONLY=car,book (any of cars, car, book, list, search, customers, reports) measures only
 * those;
 * BENCH_CPU_PROF=<folder> runs the servers under `node --cpu-prof` and writes the profile there
 * (read it with `npm run bench:profile -- <file>` in apps/api).
 */
const only = process.env.BENCH_ONLY?.split(',');
const wanted = (name: string) => !only || only.includes(name);
const profileDir = process.env.BENCH_CPU_PROF;

const server = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  execArgv: [
    ...process.execArgv,
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
  ],
});
server.on('exit', (code) => {
  if (code) {
    console.error(`bench server exited with ${code}`);
    process.exit(1);
  }
});

function next<T extends FromServer['type']>(type: T): Promise<Extract<FromServer, { type: T }>> {
  return new Promise((resolve) => {
    const onMessage = (message: FromServer) => {
      if (message.type !== type) return;
      server.off('message', onMessage);
      resolve(message as Extract<FromServer, { type: T }>);
    };
    server.on('message', onMessage);
  });
}
const tell = (message: ToServer) => server.send(message);

/** `npm run bench --workspace apps/api -- --only-reports` measures the reports alone. */
const ONLY_REPORTS = process.argv.includes('--only-reports');
const misses: string[] = [];
/** Prints a figure beside its goal and remembers a miss for the exit code. */
function goal(name: string, value: string, want: string, ok: boolean) {
  console.log(`${name}: ${value} (goal: ${want}) -> ${ok ? 'met' : 'NOT met'}`);
  if (!ok) misses.push(`${name}: ${value} (goal: ${want})`);
}

async function main() {
  const started = Date.now();
  const ready = await next('ready');
  if (process.argv.includes('--customers') || ONLY_REPORTS) {
    if (ONLY_REPORTS) await reports();
    else await customerDirectory();
    tell({ type: 'stop' });
    return;
  }
  const rows: { route: string; bytes: number; real: Measured; bare: Measured }[] = [];
  // The app and the bare server in turns, so a passing load falls on both.
  /** extra: options for both servers, or made for each (so each keeps its own counters). */
  const both = async (
    route: string,
    bytes: number,
    path: string,
    extra: object | (() => object) = {},
  ) => {
    const options = () => (typeof extra === 'function' ? extra() : extra);
    console.log(
      `measuring ${route}, app and bare in turns, ${ROUTE_TURNS} x ${ROUTE_SECONDS} s ...`,
    );
    const [real, bare] = await measureInTurns(
      [
        { url: ready.realUrl + path, ...options() },
        { url: ready.bareUrl + path, ...options() },
      ],
      ROUTE_SECONDS,
      ROUTE_TURNS,
    );
    rows.push({ route, bytes, real: real!, bare: bare! });
  };
  if (wanted('cars')) await both('GET /api/cars', ready.sizes.cars, '/api/cars');
  if (wanted('car')) await both('GET /api/cars/:id', ready.sizes.car, `/api/cars/${ready.carId}`);

  if (wanted('book')) {
    const booking = (tell({ type: 'book' }), await next('book-ready'));
    // Every request gets its own car and period and its own key, so every one should book. Each
    // server counts its own requests: the bare one's must not push the app's periods past the
    // booking horizon.
    await both('POST /api/bookings/book', booking.size, '/api/bookings/book', () => {
      let n = 0;
      return {
        requests: [
          {
            method: 'POST',
            path: '/api/bookings/book',
            setupRequest: (req: Record<string, unknown>) => {
              const i = n++;
              return {
                ...req,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${ready.tokens[i % ready.tokens.length]}`,
                  [IDEMPOTENCY_HEADER]: `bench-${i}`,
                },
                body: JSON.stringify(nthBooking(i, booking.bookingCarIds)),
              };
            },
          },
        ],
      };
    });
  }
  if (rows.length) {
    console.log('\nRoutes (10 connections, SQLite):');
    printRouteTable(rows);
    for (const { route, real, bare } of rows) {
      if (real.non2xx || real.errors) {
        goal(`${route} answers`, `${real.non2xx} non-2xx, ${real.errors} errors`, 'none', false);
      }
      if (route === 'GET /api/cars/:id') {
        const share = real.rps / bare.rps;
        goal(route, `${share.toFixed(2)} of bare`, `>= ${CAR_GOAL}`, share >= CAR_GOAL);
      }
      if (route === 'POST /api/bookings/book') {
        goal(
          route,
          `${Math.round(real.rps)}/s`,
          `>= ${BOOK_GOAL.rps}/s`,
          real.rps >= BOOK_GOAL.rps,
        );
        goal(
          `${route} p99`,
          `${real.p99.toFixed(2)} ms`,
          `<= ${BOOK_GOAL.p99} ms`,
          real.p99 <= BOOK_GOAL.p99,
        );
      }
    }
  }

  if (wanted('list')) await adminList();
  if (wanted('search')) await searchByDates();
  if (wanted('customers')) await customerDirectory();
  if (wanted('reports')) await reports();
  console.log(`\nbenchmark took ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(misses.length ? `Below goal:\n  ${misses.join('\n  ')}` : 'Every goal met.');
  tell({ type: 'stop' });
  await new Promise((resolve) => server.once('exit', resolve));
  process.exit(misses.length ? 1 : 0);
}

/** The admin booking list at 1,000 and at 100,000 bookings. */
async function adminList() {
  const lists: Measured[] = [];
  let list: { url: string; token: string } | undefined;
  for (const total of LIST_SIZES) {
    console.log(`\nfilling the admin list to ${total} bookings ...`);
    const urlMessage = list ? undefined : next('list-url');
    tell({ type: 'list', total });
    list ??= await urlMessage!;
    await next('list-ready');
    const url = `${list.url}/api/bookings?limit=20`;
    const headers = { authorization: `Bearer ${list.token}` };
    const check = await fetch(url, { headers });
    if (check.status !== 200 || check.headers.get('x-total-count') !== String(total)) {
      throw new Error(
        `admin list answered ${check.status}, total ${check.headers.get('x-total-count')}`,
      );
    }
    lists.push(await measure({ url, headers }, LIST_SECONDS));
  }
  console.log('\nGET /api/bookings?limit=20 (admin, newest first):');
  const [r50, r99] = printListTable(lists[0]!, lists[1]!, LIST_SIZES);
  goal(
    `admin list ${LIST_SIZES[1]} / ${LIST_SIZES[0]}`,
    `p50 ${r50.toFixed(2)}x, p99 ${r99.toFixed(2)}x`,
    'both within 2x',
    r50 <= 2 && r99 <= 2,
  );
}

/** GET /api/cars?from&to with varying windows beside GET /api/cars, same fleet. */
async function searchByDates() {
  const { cars, bookings } = SEARCH_FLEET;
  console.log(`\nfilling a fleet of ${cars} cars with ${bookings} bookings ...`);
  tell({ type: 'search', cars, bookings });
  const { url, seconds } = await next('search-ready');
  console.log(`filled in ${seconds.toFixed(1)} s`);

  const paths = searchPaths(1_000);
  const plain = await fetch(`${url}/api/cars`);
  const dated = await fetch(url + paths[0]!);
  const datedCars = (await dated.json()) as { freeForDates?: boolean }[];
  const plainBody = await plain.text();
  if (plain.status !== 200 || dated.status !== 200 || datedCars.length !== cars) {
    throw new Error(`search answered ${dated.status} with ${datedCars.length} cars`);
  }
  let free = 0;
  for (const path of paths.slice(0, 50)) {
    const list = (await (await fetch(url + path)).json()) as { freeForDates?: boolean }[];
    free += list.filter((c) => c.freeForDates).length;
  }
  console.log(
    `sample: ${Math.round(free / 50)} of ${cars} cars free on average over 50 windows, e.g. ${paths[0]}`,
  );

  console.log(
    `measuring GET /api/cars (dateless) and GET /api/cars?from&to (varying windows) in turns, ` +
      `${SEARCH_TURNS} x ${SEARCH_SECONDS} s each ...`,
  );
  let n = 0;
  const [plainResult, datedResult] = await measureInTurns(
    [
      { url: `${url}/api/cars` },
      {
        url: `${url}/api/cars`,
        requests: [
          { method: 'GET', setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length] }) },
        ],
      },
    ],
    SEARCH_SECONDS,
    SEARCH_TURNS,
  );
  console.log(`\nGET /api/cars, ${cars} cars and ${bookings} bookings (10 connections, SQLite):`);
  const ratio = printSearchTable([
    { route: 'GET /api/cars', bytes: Buffer.byteLength(plainBody), result: plainResult! },
    {
      route: 'GET /api/cars?from&to',
      bytes: Buffer.byteLength(JSON.stringify(datedCars)),
      result: datedResult!,
    },
  ]);
  goal(
    'GET /api/cars?from&to p99 / dateless p99',
    `${ratio.toFixed(2)}x`,
    `<= ${SEARCH_GOAL}x`,
    ratio <= SEARCH_GOAL,
  );
}

/** GET /api/admin/customers: plain pages, and searches by name and by mobile prefix. */
async function customerDirectory() {
  const { renters, bookingsEach, seconds } = DIRECTORY;
  console.log(`\nfilling the customer directory with ${renters} renters ...`);
  tell({ type: 'customers', renters, bookingsEach });
  const { url, token, seconds: filled } = await next('customers-ready');
  console.log(`filled in ${filled.toFixed(1)} s`);
  const headers = { authorization: `Bearer ${token}` };
  const { names, mobiles } = directorySearches(renters);
  const path = (query: string) => `/api/admin/customers?${query}`;
  const routes = [
    {
      route: 'plain pages 1 to 100',
      paths: Array.from({ length: 100 }, (_, i) => path(`page=${i + 1}`)),
    },
    { route: 'search by name prefix', paths: names.map((q) => path(`q=${encodeURIComponent(q)}`)) },
    { route: 'search by mobile prefix', paths: mobiles.map((q) => path(`q=${q}`)) },
  ];
  const first = (await (await fetch(url + routes[0]!.paths[0]!, { headers })).json()) as {
    total: number;
  };
  const named = (await (await fetch(url + routes[1]!.paths[0]!, { headers })).json()) as {
    total: number;
  };
  if (first.total !== renters || named.total === 0) {
    throw new Error(`directory answered ${first.total} renters, ${named.total} for a name`);
  }
  console.log(`sample: "${names[0]}" matches ${named.total} of ${renters} renters`);
  const results = [];
  for (const { route, paths } of routes) {
    console.log(`measuring ${route} ...`);
    let n = 0;
    const result = await measure(
      {
        url,
        headers,
        requests: [
          { method: 'GET', setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length] }) },
        ],
      },
      seconds,
    );
    results.push({ route, result });
  }
  console.log(`\nGET /api/admin/customers, ${renters} renters (10 connections, SQLite):`);
  printLatencyTable(results);
}

/** The year's report (all branches and one) under load, then the year's bookings export. */
async function reports() {
  const { cars, bookings } = REPORT_YEAR;
  console.log(`\nfilling a year of ${bookings} bookings on ${cars} cars ...`);
  tell({ type: 'reports', cars, bookings });
  const { url, token, from, to, seconds } = await next('reports-ready');
  console.log(`filled in ${seconds.toFixed(1)} s`);
  const headers = { authorization: `Bearer ${token}` };
  const report = `${url}/api/admin/reports?from=${from}&to=${to}`;
  const check = await fetch(report, { headers });
  const body = (await check.json()) as { bookings?: { total: number } };
  if (check.status !== 200 || body.bookings?.total !== bookings) {
    throw new Error(`report answered ${check.status} with ${body.bookings?.total} bookings`);
  }
  const rows: [string, Measured][] = [];
  for (const [route, path] of [
    ['GET /api/admin/reports (a year)', report],
    ['GET /api/admin/reports (a year, one branch)', `${report}&branch=Boduppal`],
  ] as const) {
    console.log(`measuring ${route} ...`);
    // One connection: the owner opens a report now and then; ten at once would only queue on
    // SQLite's single connection.
    rows.push([route, await measure({ url: path, headers, connections: 1 }, REPORT_SECONDS)]);
  }
  console.log(`\nReports of ${from} to ${to}, ${bookings} bookings (1 connection, SQLite):`);
  console.table(
    rows.map(([route, m]) => ({
      route,
      'req/s': Math.round(m.rps),
      'p50 ms': m.p50.toFixed(1),
      'p99 ms': m.p99.toFixed(1),
      'non-2xx': m.non2xx + m.errors,
    })),
  );

  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < EXPORT_RUNS; run++) {
    const started = performance.now();
    const response = await fetch(`${url}/api/admin/reports/bookings.csv?from=${from}&to=${to}`, {
      headers,
    });
    bytes = (await response.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
  }
  console.log(
    `GET /api/admin/reports/bookings.csv (a year, one at a time): ` +
      `${(bytes / 1e6).toFixed(1)} MB in ${times.map((t) => `${Math.round(t)} ms`).join(', ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  server.kill();
  process.exit(1);
});

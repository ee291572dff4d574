import { measure, type Measured } from './measure';
import type { ServerChild } from './server-child';

// The owner's reports and the CSV export of a year of 100,000 bookings.

const REPORT_SECONDS = 10;
const REPORT_YEAR = { cars: 300, bookings: 100_000 };
const EXPORT_RUNS = 3;

/** The year's report (all branches and one) under load, then the year's bookings export. */
export async function reports(server: ServerChild) {
  const { cars, bookings } = REPORT_YEAR;
  console.log(`\nfilling a year of ${bookings} bookings on ${cars} cars ...`);
  server.tell({ type: 'reports', cars, bookings });
  const { url, token, from, to, seconds } = await server.next('reports-ready');
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

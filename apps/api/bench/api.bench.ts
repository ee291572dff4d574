import { adminList } from './admin-list';
import { customerDirectory } from './customer-directory';
import { missedGoals } from './goals';
import { reports } from './reports';
import { routesBesideBare } from './routes-beside-bare';
import { searchByDates } from './search-by-dates';
import { forkServer } from './server-child';

// API benchmark: each route of the real app (SQLite, demo-like data) beside a bare Fastify route
// answering a constant body of the same size, then the admin booking list at 1,000 and at 100,000
// bookings, then the search by dates (docs/product.md#availability) on a fleet of 200 cars with
// 100,000 bookings beside the dateless list of the same fleet, then the customer directory at
// 100,000 renters (docs/product.md#customers; `-- --customers` runs that part alone), then the
// owner's reports and the CSV export of a year of 100,000 bookings (`-- --only-reports`). The
// servers run in a child process (server-child.ts); the load comes from this one. Each part is
// its own module; this one runs them in order and prints the goals (goals.ts).

/**
 * BENCH_ONLY=car,book (any of cars, car, book, list, search, customers, reports) measures only
 * those;
 * BENCH_CPU_PROF=<folder> runs the servers under `node --cpu-prof` and writes the profile there
 * (read it with `npm run bench:profile -- <file>` in apps/api).
 */
const only = process.env.BENCH_ONLY?.split(',');
const wanted = (name: string) => !only || only.includes(name);
const profileDir = process.env.BENCH_CPU_PROF;

const server = forkServer(profileDir);

/** `npm run bench --workspace apps/api -- --only-reports` measures the reports alone. */
const ONLY_REPORTS = process.argv.includes('--only-reports');

async function main() {
  const started = Date.now();
  const ready = await server.next('ready');
  if (process.argv.includes('--customers') || ONLY_REPORTS) {
    if (ONLY_REPORTS) await reports(server);
    else await customerDirectory(server);
    server.tell({ type: 'stop' });
    return;
  }
  await routesBesideBare(server, ready, wanted);
  if (wanted('list')) await adminList(server);
  if (wanted('search')) await searchByDates(server);
  if (wanted('customers')) await customerDirectory(server);
  if (wanted('reports')) await reports(server);
  console.log(`\nbenchmark took ${Math.round((Date.now() - started) / 1000)} s`);
  const misses = missedGoals();
  console.log(misses.length ? `Below goal:\n  ${misses.join('\n  ')}` : 'Every goal met.');
  server.tell({ type: 'stop' });
  await server.exited();
  process.exit(misses.length ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  server.kill();
  process.exit(1);
});

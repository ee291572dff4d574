import { searchPaths } from './bench-requests';
import { goal } from './goals';
import { measureInTurns, printSearchTable } from './measure';
import type { ServerChild } from './server-child';

// The search by dates (docs/product.md#availability) on a fleet of 200 cars with 100,000 bookings,
// beside the dateless list of the same fleet.

/** Dateless and dated lists are measured in turns, this many seconds each, this many times. */
const SEARCH_SECONDS = 5;
const SEARCH_TURNS = 3;
const SEARCH_FLEET = { cars: 200, bookings: 100_000 };
/** The search's p99 should stay within this factor of the dateless list's. */
const SEARCH_GOAL = 1.3;

/** GET /api/cars?from&to with varying windows beside GET /api/cars, same fleet. */
export async function searchByDates(server: ServerChild) {
  const { cars, bookings } = SEARCH_FLEET;
  console.log(`\nfilling a fleet of ${cars} cars with ${bookings} bookings ...`);
  server.tell({ type: 'search', cars, bookings });
  const { url, seconds } = await server.next('search-ready');
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

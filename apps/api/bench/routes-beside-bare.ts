import { IDEMPOTENCY_HEADER } from '@rental/shared/constants';
import { nthBooking } from './bench-requests';
import { goal } from './goals';
import { measureInTurns, printRouteTable, type Measured } from './measure';
import type { FromServerOf, ServerChild } from './server-child';

// Each route of the real app (SQLite, demo-like data) beside a bare Fastify route answering a
// constant body of the same size: a visitor's car list and car, and the booking POST.

const ROUTE_SECONDS = 4;
/** The app and the bare server take turns this many times on each route. */
const ROUTE_TURNS = 2;
/** Goals (docs/decisions/022-performance-close-to-the-limit.md). */
const CAR_GOAL = 0.6;
const BOOK_GOAL = { rps: 1_500, p99: 20 };

/** The routes `wanted` names (cars, car, book), each beside the bare server. */
export async function routesBesideBare(
  server: ServerChild,
  ready: FromServerOf<'ready'>,
  wanted: (name: string) => boolean,
) {
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
    const booking = (server.tell({ type: 'book' }), await server.next('book-ready'));
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
}

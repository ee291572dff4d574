import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { IDEMPOTENCY_HEADER } from '@rental/shared/constants';
import { nthBooking } from './bench-requests';
import { measure, printListTable, printRouteTable, type Measured } from './measure';
import type { FromServer, ToServer } from './protocol';

// API benchmark: each route of the real app (SQLite, demo-like data) beside a bare Fastify
// route answering a constant body of the same size, then the admin booking list at 1,000 and
// at 100,000 bookings. The servers run in a child process; the load comes from this one.

const ROUTE_SECONDS = 6;
const LIST_SECONDS = 5;
const LIST_SIZES: [number, number] = [1_000, 100_000];

const server = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
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

async function main() {
  const started = Date.now();
  const ready = await next('ready');
  const rows: { route: string; bytes: number; real: Measured; bare: Measured }[] = [];
  const both = async (route: string, bytes: number, path: string, extra = {}) => {
    console.log(`measuring ${route} ...`);
    const real = await measure({ url: ready.realUrl + path, ...extra }, ROUTE_SECONDS);
    const bare = await measure({ url: ready.bareUrl + path, ...extra }, ROUTE_SECONDS);
    rows.push({ route, bytes, real, bare });
  };
  await both('GET /api/cars', ready.sizes.cars, '/api/cars');
  await both('GET /api/cars/:id', ready.sizes.car, `/api/cars/${ready.carId}`);

  const booking = (tell({ type: 'book' }), await next('book-ready'));
  // Every request gets its own car and period and its own key, so every one should book.
  let n = 0;
  await both('POST /api/bookings/book', booking.size, '/api/bookings/book', {
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
  });
  console.log('\nRoutes (10 connections, SQLite):');
  printRouteTable(rows);

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
  printListTable(lists[0]!, lists[1]!, LIST_SIZES);
  console.log(`\nbenchmark took ${Math.round((Date.now() - started) / 1000)} s`);
  tell({ type: 'stop' });
}

main().catch((error: unknown) => {
  console.error(error);
  server.kill();
  process.exit(1);
});

import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { RATE_LIMITS, type RateLimits } from '@rental/shared/constants';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { adminToken, insertBookings, insertCars, insertCustomers } from './bench-data';
import { bookingBody } from './bench-requests';
import { fillDirectory } from './customers-data';
import type { FromServer, ToServer } from './protocol';
import { fillReportYear } from './report-data';
import { fillSearchFleet } from './search-data';

// Runs in its own process so the servers and the load generator do not share one event loop.

/** Renters the booking run takes turns with, so each holds only a few Pending bookings. */
const BOOKING_RENTERS = 5_000;
const dirs: string[] = [];
const open: FastifyInstance[] = [];

function config(): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rental-bench-'));
  dirs.push(dataDir);
  return {
    ...loadConfig({}),
    webDist: undefined,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
    sms: { transport: 'log' },
    mailFrom: 'Bench <noreply@example.com>',
    businessEmail: 'owner@example.com',
    seedDemo: false,
    documentRetentionDays: 180,
    // The booking run spreads some 20,000 bookings over BOOKING_RENTERS renters, a few each: the
    // per-renter cap of docs/product.md#holds-and-payments is lifted so none is refused.
    maxPendingBookings: Number.MAX_SAFE_INTEGER,
    pendingHoldHours: 12,
    paymentCheckHours: 24,
    advanceTries: 3,
    advancePercent: 25,
    upiName: 'Bench Rentals',
    logLevel: 'silent',
    trustProxy: false,
  };
}

const UNLIMITED = Object.fromEntries(
  Object.keys(RATE_LIMITS).map((name) => [name, 1e9]),
) as RateLimits;

async function realApp(): Promise<FastifyInstance> {
  const app = await buildApp({ config: config(), rateLimits: UNLIMITED, logger: false });
  open.push(app);
  return app;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const send = (message: FromServer) => process.send!(message);

let main: FastifyInstance;
let list: FastifyInstance | undefined;
let listCustomers: string[] = [];
let listCars: string[] = [];
let listCount = 0;
let tokens: string[] = [];
const bareBodies = { cars: '', car: '', booking: '' };

async function start() {
  main = await realApp();
  const carIds = await insertCars(main, 6);
  const customers = await insertCustomers(main, BOOKING_RENTERS);
  tokens = customers.map((c) => c.token);
  // The bare server answers constant bodies of exactly the real answers' sizes.
  bareBodies.cars = (await main.inject({ url: '/api/cars' })).body;
  bareBodies.car = (await main.inject({ url: `/api/cars/${carIds[0]}` })).body;

  const bare = Fastify({ logger: false });
  open.push(bare);
  bare.get('/api/cars', (_req, reply) => reply.type('application/json').send(bareBodies.cars));
  bare.get('/api/cars/:id', (_req, reply) => reply.type('application/json').send(bareBodies.car));
  bare.post('/api/bookings/book', (_req, reply) =>
    reply.code(201).type('application/json').send(bareBodies.booking),
  );
  send({
    type: 'ready',
    realUrl: await listen(main),
    bareUrl: await listen(bare),
    carId: carIds[0]!,
    tokens,
    sizes: { cars: Buffer.byteLength(bareBodies.cars), car: Buffer.byteLength(bareBodies.car) },
  });
}

/** Cars to book, added only after the GET runs so /api/cars keeps the six demo cars. */
async function prepareBookings() {
  const bookingCars = await insertCars(main, 40, 'Bench car');
  const sampleCar = (await insertCars(main, 1, 'Sample car'))[0]!;
  const sample = await main.inject({
    method: 'POST',
    url: '/api/bookings/book',
    headers: { authorization: `Bearer ${tokens[0]}` },
    payload: bookingBody(sampleCar, 0),
  });
  if (sample.statusCode !== 201) throw new Error(`sample booking failed: ${sample.body}`);
  bareBodies.booking = sample.body;
  send({ type: 'book-ready', bookingCarIds: bookingCars, size: Buffer.byteLength(sample.body) });
}

async function growList(total: number) {
  let url = '';
  if (!list) {
    list = await realApp();
    listCars = await insertCars(list, 6);
    listCustomers = (await insertCustomers(list, 50)).map((c) => c.id);
    url = await listen(list);
    const token = await adminToken(list);
    send({ type: 'list-url', url, token });
  }
  await insertBookings(list, total - listCount, listCustomers, listCars, listCount);
  listCount = total;
  send({ type: 'list-ready', count: listCount });
}

/** A fleet of `cars` with `bookings` bookings, for the search by dates. */
async function prepareSearch(cars: number, bookings: number) {
  const started = Date.now();
  const app = await realApp();
  await fillSearchFleet(app, cars, bookings);
  const url = await listen(app);
  send({ type: 'search-ready', url, seconds: (Date.now() - started) / 1000 });
}

/** `renters` renters with their bookings, for the customer directory. */
async function prepareDirectory(renters: number, bookingsEach: number) {
  const started = Date.now();
  const app = await realApp();
  await fillDirectory(app, renters, bookingsEach);
  const token = await adminToken(app);
  const url = await listen(app);
  send({ type: 'customers-ready', url, token, seconds: (Date.now() - started) / 1000 });
}

/** A year of `bookings` on a fleet of `cars`, for the owner's reports. */
async function prepareReports(cars: number, bookings: number) {
  const started = Date.now();
  const app = await realApp();
  const { from, to } = await fillReportYear(app, cars, bookings);
  const token = await adminToken(app);
  const url = await listen(app);
  send({ type: 'reports-ready', url, token, from, to, seconds: (Date.now() - started) / 1000 });
}

async function stop() {
  for (const app of open.reverse()) await app.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

process.on('message', (message: ToServer) => {
  const job =
    message.type === 'book'
      ? prepareBookings()
      : message.type === 'list'
        ? growList(message.total)
        : message.type === 'search'
          ? prepareSearch(message.cars, message.bookings)
          : message.type === 'customers'
            ? prepareDirectory(message.renters, message.bookingsEach)
            : message.type === 'reports'
              ? prepareReports(message.cars, message.bookings)
              : stop();
  job.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

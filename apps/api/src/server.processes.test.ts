import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './db/database';
import { carForm, jpeg } from './test/car-form';
import { bookingPayload } from './test/factories';
import { seedCar, seedRenters, send, signIn, type FleetRenter } from './test/fleet';
import { createPgDatabase, dropPgDatabase, TEST_ADMIN } from './test/harness';
import {
  buildServer,
  startServer,
  stopAllServers,
  stopServer,
  type ServerProcess,
} from './test/server-process';

// Real server processes, started from the bundle `npm run build` makes: several processes on one
// PostgreSQL database behave as one (docs/decisions/011-shared-state-in-the-database.md), and a
// second one on a SQLite file is refused.

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rental-process-'));
  tempDirs.push(dir);
  return dir;
};
beforeAll(() => buildServer(), 60_000);
afterAll(async () => {
  await stopAllServers();
  tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

describe('a second server process on one SQLite file', () => {
  it('is refused at start with one line, and the first keeps serving', async () => {
    const dataDir = tempDir();
    const first = await startServer({ DATA_DIR: dataDir });
    try {
      const second = await startServer({ DATA_DIR: dataDir }, { waitUntilListening: false });
      expect(await second.exited).toBe(1);
      expect(second.output().trim()).toBe(
        `Another server process (pid ${first.child.pid}) already uses the SQLite database ` +
          `${path.join(dataDir, 'rental.sqlite')}: stop it first, or use PostgreSQL (DATABASE_URL) ` +
          'to run several processes.',
      );
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      await stopServer(first);
    }
  }, 30_000);
});

// Skipped, and named so in the report, when no PostgreSQL server is given.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two server processes on one PostgreSQL database (needs TEST_DATABASE_URL)',
  () => {
    let database: { name: string; url: string };
    let db: Db;
    let a: ServerProcess;
    let b: ServerProcess;
    let customers: FleetRenter[] = [];

    beforeAll(async () => {
      database = await createPgDatabase();
      // Each with a data directory of its own, as on two hosts; no JWT_SECRET, so the secret
      // they share is the one the first of them generated into the database.
      const env = () => ({
        DATABASE_URL: database.url,
        DATA_DIR: tempDir(),
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        // The test speaks for many renters from one machine, each from an address of its own.
        TRUST_PROXY: 'true',
        // Each renter books several contested periods here: the Pending cap is not under test.
        MAX_PENDING_BOOKINGS: '50',
      });
      [a, b] = await Promise.all([startServer(env()), startServer(env())]);
      db = openDatabase({ databaseUrl: database.url, dataDir: tempDir() }).db;

      customers = await seedRenters(db, 50);
    }, 60_000);

    afterAll(async () => {
      await stopAllServers();
      await db?.destroy();
      if (database) await dropPgDatabase(database.name);
    });

    async function adminToken(server: ServerProcess): Promise<string> {
      const res = await send(server, '/api/auth/login', { body: TEST_ADMIN, from: '10.9.9.9' });
      expect(res.status).toBe(200);
      return ((await res.json()) as { token: string }).token;
    }

    it('accepts on each process a token the other one issued', async () => {
      const fromA = await adminToken(a);
      expect((await send(b, '/api/bookings', { token: fromA })).status).toBe(200);

      // Every renter signs in on one of the two; the token works on the other.
      await Promise.all(
        customers.map(async (customer, i) => {
          const [signInOn, use] = i % 2 ? [a, b] : [b, a];
          await signIn(signInOn, customer);
          const me = await send(use, '/api/users/customerData', { token: customer.token });
          expect(me.status).toBe(200);
        }),
      );
    }, 30_000);

    it('serves from one process an image uploaded through the other', async () => {
      const form = carForm({ registrationNumber: 'TS 07 MP 4242' }, [
        { name: 'car.jpg', data: await jpeg(64, 32) },
      ]);
      const res = await send(a, '/api/cars/add', { token: await adminToken(a), body: form });
      expect(res.status).toBe(201);
      const car = (await res.json()) as { images: string[]; thumbnails: string[] };
      for (const url of [car.images[0]!, car.thumbnails[0]!]) {
        const [onA, onB] = await Promise.all([send(a, url), send(b, url)]);
        expect(onB.status).toBe(200);
        expect(onB.headers.get('content-type')).toBe('image/webp');
        expect(onB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(onB.headers.get('etag')).toBe(onA.headers.get('etag'));
        expect(Buffer.from(await onB.arrayBuffer())).toEqual(Buffer.from(await onA.arrayBuffer()));
      }
    });

    it('counts a rate limit across both processes', async () => {
      // Wrong passwords for one account from one address, alternately on each process: the
      // account's limit (10 in 10 minutes) is reached whichever process counted the failures.
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await send(i % 2 ? a : b, '/api/auth/login', {
          body: { email: 'someone@example.com', password: 'wrong-password' },
          from: '10.8.8.8',
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429]);
    });

    const newCar = () => seedCar(db);

    it('books each of 4 periods exactly once out of 200 contested requests over both', async () => {
      const carId = await newCar();
      const periods = [20, 30, 40, 50];
      const attempts = Array.from({ length: 200 }, (_, i) => ({
        customer: customers[i % customers.length]!,
        inDays: periods[Math.floor(i / customers.length)]!,
        server: i % 2 ? a : b,
      }));
      const results = await Promise.all(
        attempts.map(async ({ customer, inDays, server }) => {
          const res = await send(server, '/api/bookings/book', {
            token: customer.token,
            body: bookingPayload(carId, {}, inDays),
            from: customer.address,
          });
          return { inDays, status: res.status, body: (await res.json()) as { code?: string } };
        }),
      );
      for (const inDays of periods) {
        const mine = results.filter((r) => r.inDays === inDays);
        expect(mine.filter((r) => r.status === 201)).toHaveLength(1);
        expect(
          mine.filter((r) => r.status === 409 && r.body.code === 'booking_overlap'),
        ).toHaveLength(49);
      }
      const stored = await db
        .selectFrom('bookings')
        .select('id')
        .where('car_id', '=', carId)
        .execute();
      expect(stored).toHaveLength(periods.length);
      console.log(
        `contested: 200 requests over 2 processes for ${periods.length} periods → ` +
          `${results.filter((r) => r.status === 201).length} × 201, ` +
          `${results.filter((r) => r.status === 409).length} × 409; ${stored.length} stored`,
      );
    }, 30_000);

    it('loses no booking it answered 201 when one process is killed mid-load', async () => {
      const cars = await Promise.all([newCar(), newCar(), newCar(), newCar()]);
      // 100 bookings that do not contend: each car, a period of its own every 3 days.
      const load = Array.from({ length: 100 }, (_, i) => ({
        customer: customers[i % customers.length]!,
        carId: cars[i % cars.length]!,
        inDays: 60 + 3 * Math.floor(i / cars.length),
        server: i % 2 ? a : b,
      }));
      const created: string[] = [];
      let answeredByB = 0;
      let killed: Promise<void> | undefined;
      const outcomes = await Promise.all(
        load.map(async ({ customer, carId, inDays, server }) => {
          try {
            const res = await send(server, '/api/bookings/book', {
              token: customer.token,
              body: bookingPayload(carId, {}, inDays),
              from: customer.address,
            });
            const body = (await res.json()) as { _id?: string };
            if (res.status === 201) created.push(body._id!);
            // Once B has answered a few, it dies with the rest of its requests in flight.
            if (server === b && ++answeredByB === 5) killed = stopServer(b, 'SIGKILL');
            return String(res.status);
          } catch {
            return 'no answer';
          }
        }),
      );
      await killed;
      expect(b.child.signalCode).toBe('SIGKILL');
      const stored = await db
        .selectFrom('bookings')
        .select('id')
        .where('id', 'in', created.length ? created : ['none'])
        .execute();
      expect(stored.map((row) => row.id).sort()).toEqual([...created].sort());
      const tally = Object.entries(
        outcomes.reduce<Record<string, number>>((t, o) => ({ ...t, [o]: (t[o] ?? 0) + 1 }), {}),
      );
      console.log(
        `kill -9 mid-load: ${tally.map(([o, n]) => `${n} × ${o}`).join(', ')}; ` +
          `${created.length} answered 201, ${stored.length} of them in the database`,
      );
      expect(created.length).toBeGreaterThanOrEqual(50);
      // The survivor still serves.
      expect((await send(a, '/api/health')).status).toBe(200);
    }, 30_000);
  },
);

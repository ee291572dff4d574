import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from './db/database';
import { bookingPayload } from './test/factories';
import { seedCar, seedRenters, send, signIn } from './test/fleet';
import { TEST_ADMIN } from './test/harness';
import {
  buildServer,
  startServer,
  stopAllServers,
  type ServerProcess,
} from './test/server-process';

// docs/deploy.md#readiness: a real server process told SIGTERM says "draining" on /api/ready,
// keeps serving for SHUTDOWN_DRAIN_SECONDS, then stops listening, finishes the booking POST in
// flight and exits 0, leaving no outbox message claimed.

const tempDirs: string[] = [];
beforeAll(() => buildServer(), 60_000);
afterAll(async () => {
  await stopAllServers();
  tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** Resolves once the process has written `text` to its log. */
function logged(server: ServerProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!server.output().includes(text)) return;
      server.child.stdout!.off('data', check);
      resolve();
    };
    server.child.stdout!.on('data', check);
    check();
    void server.exited.then(() => reject(new Error(`exited before logging ${text}`)));
  });
}

/** Resolves once a new connection to the server is refused. */
async function refused(server: ServerProcess): Promise<void> {
  for (;;) {
    try {
      await fetch(`${server.url}/api/ready`);
    } catch {
      return;
    }
  }
}

describe('a server process told SIGTERM', () => {
  it('drains, finishes a booking POST in flight and exits 0 with no message claimed', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rental-drain-'));
    tempDirs.push(dataDir);
    const setup = openDatabase({ dataDir });
    await migrateToLatest(setup.db);
    const [renter] = await seedRenters(setup.db, 1);
    const carId = await seedCar(setup.db);
    await setup.db.destroy();
    await setup.stop();

    const server = await startServer({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      TRUST_PROXY: 'true',
      SHUTDOWN_DRAIN_SECONDS: '2',
    });
    expect(await (await send(server, '/api/ready')).json()).toEqual({ status: 'ready' });
    await signIn(server, renter!);

    // A renter on a slow line: the request has begun, its body is still coming.
    const body = Buffer.from(JSON.stringify(bookingPayload(carId)));
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${server.url}/api/bookings/book`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${renter!.token}`,
          'content-type': 'application/json',
          'content-length': body.length,
          'x-forwarded-for': renter!.address,
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      req.on('error', reject);
      req.write(body.subarray(0, 20));
      // Held open until the server no longer takes connections, then finished.
      void logged(server, 'closing').then(async () => {
        await refused(server);
        req.end(body.subarray(20));
      });
    });
    await new Promise<void>((resolve) => setImmediate(resolve));

    server.child.kill('SIGTERM');
    await logged(server, '"draining"');
    const ready = await send(server, '/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect(ready.headers.get('connection')).toBe('close');
    expect((await send(server, '/api/health')).status).toBe(200);

    const booked = await answer;
    expect(booked.status).toBe(201);
    expect(await server.exited).toBe(0);

    const after = openDatabase({ dataDir });
    try {
      const id = (JSON.parse(booked.body) as { _id: string })._id;
      const row = await after.db
        .selectFrom('bookings')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row?.id).toBe(id);
      const claimed = await after.db
        .selectFrom('messages')
        .select('id')
        .where('state', '=', 'sending')
        .execute();
      expect(claimed).toEqual([]);
      const queued = await after.db
        .selectFrom('messages')
        .select('id')
        .where('booking_id', '=', id)
        .execute();
      expect(queued.length).toBeGreaterThan(0);
    } finally {
      await after.db.destroy();
      await after.stop();
    }
  }, 60_000);
});

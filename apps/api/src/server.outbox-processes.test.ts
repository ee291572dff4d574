import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './db/database';
import {
  startMailReceiver,
  startSmsReceiver,
  until,
  type MailReceiver,
  type SmsReceiver,
} from './modules/notifications/test-receivers';
import { CLAIM_TIMEOUT_MS } from './modules/outbox/outbox.worker';
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

// The outbox of docs/product.md#messages across real server processes on one PostgreSQL
// database: every message is sent by exactly one of them, and one that a killed process had
// claimed is sent by the survivor, once.

const BUSINESS_EMAIL = 'bookings@example.com';

// Skipped, and named so in the report, when no PostgreSQL server is given.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the outbox of two server processes on one PostgreSQL database (needs TEST_DATABASE_URL)',
  () => {
    const tempDirs: string[] = [];
    let database: { name: string; url: string };
    let db: Db;
    let sms: SmsReceiver;
    let mail: MailReceiver;
    let servers: ServerProcess[];
    let renters: FleetRenter[];

    beforeAll(async () => {
      buildServer();
      [database, sms, mail] = await Promise.all([
        createPgDatabase(),
        startSmsReceiver(),
        startMailReceiver(),
      ]);
      const env = () => {
        tempDirs.push(mkdtempSync(path.join(tmpdir(), 'rental-outbox-')));
        return {
          DATABASE_URL: database.url,
          DATA_DIR: tempDirs.at(-1)!,
          ADMIN_EMAIL: TEST_ADMIN.email,
          ADMIN_PASSWORD: TEST_ADMIN.password,
          BUSINESS_EMAIL,
          SMS_TRANSPORT: 'webhook',
          SMS_WEBHOOK_URL: sms.url,
          SMTP_URL: mail.url,
          TRUST_PROXY: 'true',
        };
      };
      servers = await Promise.all([startServer(env()), startServer(env())]);
      db = openDatabase({ databaseUrl: database.url, dataDir: tempDirs[0]! }).db;
      renters = await seedRenters(db, 21);
      await Promise.all(renters.map((renter, i) => signIn(servers[i % 2]!, renter)));
    }, 90_000);

    afterAll(async () => {
      await stopAllServers();
      await db?.destroy();
      await Promise.all([sms?.close(), mail?.close()]);
      if (database) await dropPgDatabase(database.name);
      tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    });

    /** Books a car for the renter through `server`; answers the booking's id. */
    async function book(server: ServerProcess, renter: FleetRenter, carId: string, inDays: number) {
      const res = await send(server, '/api/bookings/book', {
        token: renter.token,
        body: bookingPayload(carId, { customerEmail: renter.email }, inDays),
        from: renter.address,
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { _id: string })._id;
    }

    /** Messages already due that no worker has finished yet. */
    const unfinished = async () =>
      (
        await db
          .selectFrom('messages')
          .select('id')
          .where('state', 'in', ['pending', 'sending'])
          .where('due_at', '<=', new Date().toISOString())
          .execute()
      ).length;

    const smsTo = (renter: FleetRenter) => sms.received.filter((s) => s.to === renter.mobile);
    const mailsTo = (address: string) => mail.received.filter((m) => m.to.includes(address));
    const pidOf = (claimedBy: string | null) => Number(claimedBy?.split(':')[1]);

    it('sends the messages of 20 bookings made on both, each exactly once', async () => {
      const cars = await Promise.all([1, 2, 3, 4].map(() => seedCar(db)));
      const booked = await Promise.all(
        renters
          .slice(0, 20)
          .map((renter, i) => book(servers[i % 2]!, renter, cars[i % 4]!, 30 + 3 * (i >> 2))),
      );
      await until(() => sms.received.length >= 20 && mail.received.length >= 40, 30_000, 'sends');
      // Every due message finished: nothing more can arrive, so the counts below are final.
      for (const deadline = Date.now() + 15_000; (await unfinished()) > 0;) {
        if (Date.now() > deadline) throw new Error('messages still unfinished');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      for (const renter of renters.slice(0, 20)) {
        expect(smsTo(renter)).toHaveLength(1);
        expect(mailsTo(renter.email)).toHaveLength(1);
      }
      expect(mailsTo(BUSINESS_EMAIL)).toHaveLength(20);
      expect(sms.received).toHaveLength(20);
      expect(mail.received).toHaveLength(40);

      const sent = await db
        .selectFrom('messages')
        .select('id')
        .where('booking_id', 'in', booked)
        .where('state', '=', 'sent')
        .execute();
      expect(sent).toHaveLength(60);
      // Each process logs the messages it sent.
      const byProcess = servers.map(
        (server) => server.output().split('"msg":"message sent"').length - 1,
      );
      expect(byProcess[0]! + byProcess[1]!).toBe(60);
      console.log(
        `outbox over two processes: 20 bookings, ${sms.received.length} texts and ` +
          `${mail.received.length} e-mails received; sent by process A ${byProcess[0]}, ` +
          `by process B ${byProcess[1]}`,
      );
    }, 60_000);

    it('sends once, from the survivor, a text a killed process had claimed', async () => {
      const renter = renters[20]!;
      sms.hold = true;
      const bookingId = await book(servers[0]!, renter, await seedCar(db), 40);
      await sms.waitForHeld(10_000);
      const claimed = await db
        .selectFrom('messages')
        .select(['id', 'claimed_by'])
        .where('booking_id', '=', bookingId)
        .where('channel', '=', 'sms')
        .where('state', '=', 'sending')
        .executeTakeFirstOrThrow();
      const victim = servers.find((server) => server.child.pid === pidOf(claimed.claimed_by))!;
      const survivor = servers.find((server) => server !== victim)!;

      await stopServer(victim, 'SIGKILL');
      await sms.waitForHeldSenderGone();
      sms.release();
      expect(smsTo(renter)).toHaveLength(0);

      // The claim timeout passes: the claim is moved back rather than the test waiting for it.
      await db
        .updateTable('messages')
        .set({ claimed_at: new Date(Date.now() - CLAIM_TIMEOUT_MS - 1_000).toISOString() })
        .where('state', '=', 'sending')
        .execute();
      // The survivor logs the send once it has marked the message sent.
      const sentLine = `"id":"${claimed.id}","event":"booking_received","msg":"message sent"`;
      await until(() => survivor.output().includes(sentLine), 15_000, 'the survivor to send');
      const after = await db
        .selectFrom('messages')
        .select('state')
        .where('id', '=', claimed.id)
        .executeTakeFirstOrThrow();
      expect(after.state).toBe('sent');
      expect(smsTo(renter)).toHaveLength(1);
      expect(smsTo(renter)[0]!.message).toContain('received');
    }, 60_000);
  },
);

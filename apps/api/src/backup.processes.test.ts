import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backupSummary } from './db/backup-summary';
import { openDatabase } from './db/database';
import { createBooking, createCar, createCustomer } from './test/factories';
import { describeEachDatabase, dropPgDatabase, type Harness } from './test/harness';
import { buildServer } from './test/server-process';

// docs/deploy.md#backups: npm run db:backup while the app runs, npm run db:restore into a fresh
// database, and every booking, payment, document (with its file) and invoice number is there.

const API_ROOT = path.resolve(import.meta.dirname, '..');
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rental-backup-'));
  tempDirs.push(dir);
  return dir;
};
beforeAll(() => buildServer(), 60_000);
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function run(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A booking with a payment, an invoice, and a renter's document with its file. */
async function seedRecords(h: Harness, n: number) {
  const customer = await createCustomer(h);
  const car = await createCar(h);
  const bookingId = await createBooking(h, customer, car);
  const now = new Date().toISOString();
  await h.app.db
    .insertInto('payments')
    .values({
      id: randomUUID(),
      booking_id: bookingId,
      kind: 'advance',
      method: 'cash',
      amount: 500 + n,
      reference: null,
      status: 'received',
      recorded_by: 'system',
      recorded_at: now,
      decided_by: null,
      decided_at: null,
      note: '',
    })
    .execute();
  const number = `HSD/26-27/${String(n).padStart(4, '0')}`;
  await h.app.db
    .insertInto('invoices')
    .values({
      id: randomUUID(),
      booking_id: bookingId,
      number,
      financial_year: '26-27',
      sequence: n,
      gstin: null,
      gst_rate_percent: 18,
      sac: '997311',
      issued_at: now,
    })
    .execute();
  const fileKey = `documents/${randomUUID()}.pdf`;
  const data = Buffer.from(`%PDF-1.4 licence of renter ${n}`);
  await h.app.db
    .insertInto('files')
    .values({
      key: fileKey,
      content_type: 'application/pdf',
      data,
      etag: `"${n}"`,
      created_at: now,
    })
    .execute();
  await h.app.db
    .insertInto('documents')
    .values({
      id: randomUUID(),
      customer_id: customer.id,
      kind: 'licence',
      status: 'submitted',
      reason: null,
      file_key: fileKey,
      content_type: 'application/pdf',
      created_at: now,
      decided_by: null,
      decided_at: null,
    })
    .execute();
  return { bookingId, number, fileKey, data };
}

describeEachDatabase('a backup', (h) => {
  it('is readable by its owner only and restores every record into a fresh database', async () => {
    const seeded = [await seedRecords(h, 1), await seedRecords(h, 2)];
    const before = await backupSummary(h.app.db);
    const source: Record<string, string> =
      h.kind === 'postgres' ? { DATABASE_URL: h.config.databaseUrl! } : {};
    const backupFile = path.join(tempDir(), 'backups', 'nightly');

    // While the app runs on the database.
    const backup = run('dist/backup.js', [backupFile], { DATA_DIR: h.dataDir, ...source });
    expect(backup.output).toContain(`Backup written to ${backupFile}`);
    expect(backup.status).toBe(0);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(backupFile)).mode & 0o777).toBe(0o700);

    const fresh = tempDir();
    let target: Record<string, string> = {};
    let freshDatabase: string | undefined;
    if (h.kind === 'postgres') {
      freshDatabase = `rental_restore_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      const url = new URL(h.config.databaseUrl!);
      url.pathname = `/${freshDatabase}`;
      target = { DATABASE_URL: url.toString() };
    }
    try {
      const restore = run('dist/restore.js', [backupFile], { DATA_DIR: fresh, ...target });
      expect(restore.status, restore.output).toBe(0);
      expect(restore.output).toContain(`${before.bookings} bookings`);
      // A second restore into the same, no longer fresh, database is refused.
      const again = run('dist/restore.js', [backupFile], { DATA_DIR: fresh, ...target });
      expect(again.status).toBe(1);
      expect(again.output).toMatch(/not empty|exists/);

      const restored = openDatabase({ databaseUrl: target.DATABASE_URL, dataDir: fresh });
      try {
        expect(await backupSummary(restored.db)).toEqual(before);
        for (const record of seeded) {
          const row = await restored.db
            .selectFrom('bookings')
            .innerJoin('invoices', 'invoices.booking_id', 'bookings.id')
            .innerJoin('payments', 'payments.booking_id', 'bookings.id')
            .select(['invoices.number', 'payments.amount'])
            .where('bookings.id', '=', record.bookingId)
            .executeTakeFirst();
          expect(row?.number).toBe(record.number);
          const file = await restored.db
            .selectFrom('documents')
            .innerJoin('files', 'files.key', 'documents.file_key')
            .select('files.data')
            .where('documents.file_key', '=', record.fileKey)
            .executeTakeFirstOrThrow();
          expect(Buffer.from(file.data)).toEqual(record.data);
        }
      } finally {
        await restored.db.destroy();
        await restored.stop();
      }
    } finally {
      if (freshDatabase) await dropPgDatabase(freshDatabase);
    }
  }, 60_000);
});

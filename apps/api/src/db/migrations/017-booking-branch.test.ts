import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, type Insertable, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENTER_ROW } from '../../test/renter-details';
import { createPgDatabase, DATABASES, dropPgDatabase } from '../../test/harness';
import { openDatabase, type OpenedDatabase } from '../database';
import type { BookingsTable, CarsTable } from '../schema';
import { migrations } from './index';

// Migration 017 on a database with bookings stored before it: each gets its car's branch, a
// deleted car's too, and the cars' default branch when its car row is missing.

const NOW = '2026-11-01T00:00:00.000Z';

function carRow(id: string, branch: string, deletedAt: string | null): Insertable<CarsTable> {
  return {
    id,
    name: 'Swift',
    brand: 'Maruti',
    type: 'Hatchback',
    fuel: 'Petrol',
    seats: 5,
    transmission: 'Manual',
    price: 2000,
    rating: 4,
    available: 1,
    featured: 0,
    images: '[]',
    description: 'A car.',
    features: '[]',
    registration_number: `TS 09 ${id}`,
    branch,
    created_at: NOW,
    updated_at: NOW,
    deleted_at: deletedAt,
  };
}

/** A booking as stored before migration 017, which had no branch. */
function bookingRow(id: string, carId: string): Omit<Insertable<BookingsTable>, 'branch'> {
  return {
    id,
    customer_id: 'customer-1',
    car_id: carId,
    car_name: 'Swift',
    car_number: 'TS 09 1',
    customer_name: 'Asha',
    customer_phone: '9000000001',
    customer_email: 'asha@example.com',
    ...RENTER_ROW,
    pickup_date: '2026-11-05',
    pickup_time: '09:00',
    return_date: '2026-11-06',
    return_time: '09:00',
    pickup_at: '2026-11-05T03:30:00.000Z',
    return_at: '2026-11-06T03:30:00.000Z',
    price_per_day: 2000,
    total_days: 1,
    total_amount: 2000,
    status: 'Completed',
    created_at: NOW,
    updated_at: NOW,
  };
}

for (const kind of DATABASES) {
  describe(`migration 017: the branch of stored bookings [${kind}]`, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rental-migration-'));
    let pgName: string | undefined;
    let opened: OpenedDatabase;
    let migrator: Migrator;

    beforeAll(async () => {
      let databaseUrl: string | undefined;
      if (kind === 'postgres') ({ name: pgName, url: databaseUrl } = await createPgDatabase());
      opened = openDatabase({ databaseUrl, dataDir });
      migrator = new Migrator({
        db: opened.db,
        provider: { getMigrations: async (): Promise<Record<string, Migration>> => migrations },
      });
      const { error } = await migrator.migrateTo('016-messages-rendered-when-sent');
      if (error) throw error;
    });

    afterAll(async () => {
      await opened.db.destroy();
      await opened.stop();
      if (pgName) await dropPgDatabase(pgName);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('gives every stored booking its car’s branch, or the default without a car row', async () => {
      const { db } = opened;
      await db
        .insertInto('customers')
        .values({
          id: 'customer-1',
          name: 'Asha',
          mobile: '9000000001',
          email: 'asha@example.com',
          password_hash: 'not-used',
          created_at: NOW,
          updated_at: NOW,
        })
        .execute();
      await db
        .insertInto('cars')
        .values([carRow('live', 'Dilsukhnagar', null), carRow('gone', 'Vanasthalipuram', NOW)])
        .execute();
      const stored = [
        bookingRow('of-live', 'live'),
        bookingRow('of-gone', 'gone'),
        bookingRow('of-missing', 'no-such-car'),
      ];
      // The table has no branch column yet.
      await db
        .insertInto('bookings')
        .values(stored as Insertable<BookingsTable>[])
        .execute();

      const { error } = await migrator.migrateToLatest();
      if (error) throw error;

      const rows = await db.selectFrom('bookings').select(['id', 'branch']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: 'of-gone', branch: 'Vanasthalipuram' },
        { id: 'of-live', branch: 'Dilsukhnagar' },
        { id: 'of-missing', branch: 'Boduppal' },
      ]);
    });
  });
}

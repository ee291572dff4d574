import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { BranchScope } from '../../db/branch-scope';
import type { FastagTollsTable } from '../../db/schema';

// All SQL of the FASTag statement import (docs/product.md#fastag-statements).

export type FastagTollRow = Selectable<FastagTollsTable>;

/** A car's bookings that were not cancelled, with the handover times where recorded. */
export function bookingsOfRegistration(db: Db, registration: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('cars', 'cars.id', 'bookings.car_id')
    .leftJoin('handovers as picked', (j) =>
      j.onRef('picked.booking_id', '=', 'bookings.id').on('picked.kind', '=', 'pickup'),
    )
    .leftJoin('handovers as returned', (j) =>
      j.onRef('returned.booking_id', '=', 'bookings.id').on('returned.kind', '=', 'return'),
    )
    .select([
      'bookings.id',
      'bookings.status',
      'bookings.branch',
      'bookings.car_name',
      'bookings.customer_name',
      'bookings.pickup_at',
      'bookings.return_at',
      'picked.at as picked_at',
      'returned.at as returned_at',
    ])
    .where('cars.registration_number', '=', registration)
    .where('bookings.status', 'in', ['Confirmed', 'Completed'])
    .execute();
}

/** The transaction ids among `ids` imported before. */
export async function knownTransactions(db: Db, ids: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  // In slices: one IN list per statement stays well under either database's parameter limit.
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('fastag_tolls')
      .select('transaction_id')
      .where('transaction_id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) known.add(row.transaction_id);
  }
  return known;
}

export async function insertTolls(db: Db, rows: FastagTollRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('fastag_tolls')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

/** Tolls waiting to be confirmed, with what names their booking, oldest first. */
export function proposedTolls(db: Db, branch: BranchScope, ids?: string[]) {
  let query = db
    .selectFrom('fastag_tolls')
    .innerJoin('bookings', 'bookings.id', 'fastag_tolls.booking_id')
    .selectAll('fastag_tolls')
    .select(['bookings.car_name', 'bookings.customer_name', 'bookings.branch'])
    .where('fastag_tolls.status', '=', 'proposed');
  if (branch !== null) query = query.where('bookings.branch', '=', branch);
  if (ids) query = query.where('fastag_tolls.id', 'in', ids);
  return query.orderBy('fastag_tolls.at').orderBy('fastag_tolls.id').execute();
}

/** Marks a proposed toll confirmed; false when another request confirmed it first. */
export async function confirmToll(db: Db, id: string, chargeId: string): Promise<boolean> {
  const result = await db
    .updateTable('fastag_tolls')
    .set({ status: 'confirmed', charge_id: chargeId })
    .where('id', '=', id)
    .where('status', '=', 'proposed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function carExists(db: Db, registration: string): Promise<boolean> {
  const row = await db
    .selectFrom('cars')
    .select('id')
    .where('registration_number', '=', registration)
    .executeTakeFirst();
  return row !== undefined;
}

/** What a charge's history and audit rows need of the toll's booking. */
export function bookingOfToll(db: Db, bookingId: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'status', 'car_id'])
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
}

import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { BranchScope } from '../../db/branch-scope';
import type { PaymentsTable } from '../../db/schema';
import { byBooking } from '../../db/by-booking';

// All SQL of the payment ledger (docs/product.md#holds-and-payments). Takes db or a transaction.

export type PaymentRow = Selectable<PaymentsTable>;

export async function insertPayment(db: Db, row: PaymentRow): Promise<void> {
  await db.insertInto('payments').values(row).execute();
}

export function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The entries of one booking, oldest first. */
export function paymentsOfBooking(db: Db, bookingId: string): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('recorded_at')
    .orderBy('id')
    .execute();
}

/** The ledgers of the given bookings, oldest entry first. */
export function paymentsOf(db: Db, bookingIds: string[]): Promise<Map<string, PaymentRow[]>> {
  return byBooking(bookingIds, (ids) =>
    db
      .selectFrom('payments')
      .selectAll()
      .where('booking_id', 'in', ids)
      .orderBy('booking_id')
      .orderBy('recorded_at')
      .orderBy('id')
      .execute(),
  );
}

/** Whether a live (not rejected) UPI entry already carries this reference. */
export async function upiReferenceInUse(db: Db, reference: string): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('method', '=', sql.lit('upi'))
    .where('status', '<>', sql.lit('rejected'))
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row !== undefined;
}

/** Decides a submitted entry; false when it was decided already (by a racing request too). */
export async function decidePayment(
  db: Db,
  id: string,
  change: {
    status: string;
    decided_by: string;
    decided_at: string;
    note: string;
    reference?: string | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set(change)
    .where('id', '=', id)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Entries of one status with what names their booking, oldest first. */
export function paymentsWithBookings(db: Db, status: string, branch: BranchScope) {
  return db
    .selectFrom('payments')
    .innerJoin('bookings', 'bookings.id', 'payments.booking_id')
    .selectAll('payments')
    .select([
      'bookings.car_name as car_name',
      'bookings.customer_name as customer_name',
      'bookings.customer_phone as customer_phone',
    ])
    .where('payments.status', '=', status)
    .$if(branch !== null, (qb) => qb.where('bookings.branch', '=', branch!))
    .orderBy('payments.recorded_at')
    .orderBy('payments.id')
    .execute();
}

/** The status of each of the given entries. */
export async function statusesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'status'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** The amount of each entry named. */
export async function amountsOf(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'amount'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.amount]));
}

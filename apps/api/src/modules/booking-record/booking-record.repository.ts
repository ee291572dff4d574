import type { Selectable } from 'kysely';
import { ACTIVE_BOOKING_STATUSES } from '@rental/shared/constants';
import type { Db } from '../../db/database';
import type {
  BillsTable,
  BookingStatusHistoryTable,
  BookingsTable,
  HandoversTable,
  InvoicesTable,
} from '../../db/schema';
import { byBooking } from '../../db/by-booking';

// The SQL of the booking record that bookings, payments and handover all read and write: the
// booking row, its history lines and what its handover left. Takes db or a transaction.

export type BookingRow = Selectable<BookingsTable>;
export type HistoryRow = Selectable<BookingStatusHistoryTable>;
export type HandoverRow = Selectable<HandoversTable>;
export type BillRow = Selectable<BillsTable>;
export type InvoiceRow = Selectable<InvoicesTable>;

export async function insertStatusChange(db: Db, change: Omit<HistoryRow, 'id'>): Promise<void> {
  await db.insertInto('booking_status_history').values(change).execute();
}

/**
 * With lock=true (PostgreSQL) the row stays locked until the transaction ends, so changes of one
 * booking (a payment, a cancellation, the hold's release, an extension) run one at a time and
 * each sees what the one before it wrote. 'skip-locked' answers undefined instead of waiting
 * when another transaction holds the row.
 */
export function findBookingById(
  db: Db,
  id: string,
  lock: boolean | 'skip-locked' = false,
): Promise<BookingRow | undefined> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', id)
    .$if(lock !== false, (qb) => qb.forUpdate())
    .$if(lock === 'skip-locked', (qb) => qb.skipLocked())
    .executeTakeFirst();
}

export async function updateBooking(
  db: Db,
  id: string,
  patch: Partial<
    Pick<
      BookingRow,
      | 'status'
      | 'pickup_location'
      | 'gas_tank_reading'
      | 'notes'
      | 'staff_note'
      | 'branch'
      | 'updated_at'
      | 'return_date'
      | 'return_time'
      | 'return_at'
      | 'total_days'
      | 'total_amount'
      | 'quote'
    >
  >,
): Promise<void> {
  await db.updateTable('bookings').set(patch).where('id', '=', id).execute();
}

/** Whether the car of the booking has been handed over (the pickup is recorded). */
/** The first time the booking was Cancelled, and by whom, if it was. */
export function cancellationOf(db: Db, bookingId: string): Promise<HistoryRow | undefined> {
  return db
    .selectFrom('booking_status_history')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'Cancelled')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function hasPickup(db: Db, bookingId: string): Promise<boolean> {
  const row = await db
    .selectFrom('handovers')
    .select('id')
    .where('booking_id', '=', bookingId)
    .where('kind', '=', 'pickup')
    .executeTakeFirst();
  return row !== undefined;
}

/** What a booking's JSON says about its handover: both records, the bill and the invoice. */
export interface HandoverDetails {
  handovers: HandoverRow[];
  bill?: BillRow;
  invoice?: InvoiceRow;
}

export async function handoverDetailsOf(
  db: Db,
  bookingIds: string[],
): Promise<Map<string, HandoverDetails>> {
  const [handovers, bills, invoices] = await Promise.all([
    byBooking(bookingIds, (ids) =>
      db.selectFrom('handovers').selectAll().where('booking_id', 'in', ids).execute(),
    ),
    byBooking(bookingIds, (ids) =>
      db.selectFrom('bills').selectAll().where('booking_id', 'in', ids).execute(),
    ),
    byBooking(bookingIds, (ids) =>
      db.selectFrom('invoices').selectAll().where('booking_id', 'in', ids).execute(),
    ),
  ]);
  return new Map(
    bookingIds.map((id) => [
      id,
      {
        handovers: handovers.get(id) ?? [],
        bill: bills.get(id)?.[0],
        invoice: invoices.get(id)?.[0],
      },
    ]),
  );
}

/**
 * A car's Pending and Confirmed bookings, by id. With lock=true (PostgreSQL) they stay locked
 * until the transaction ends, taken in the order of their ids.
 */
export function activeBookingsOfCar(db: Db, carId: string, lock: boolean) {
  return db
    .selectFrom('bookings')
    .select(['id', 'branch'])
    .where('car_id', '=', carId)
    .where('status', 'in', ACTIVE_BOOKING_STATUSES)
    .orderBy('id')
    .$if(lock, (qb) => qb.forUpdate())
    .execute();
}

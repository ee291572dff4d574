import { sql, type Selectable } from 'kysely';
import type { BookingStatus } from '@rental/shared/constants';
import type { Db } from '../../db/database';
import type { BranchScope } from '../../db/branch-scope';
import type {
  BookingStatusHistoryTable,
  BookingsTable,
  IdempotencyKeysTable,
} from '../../db/schema';
import { byBooking } from '../../db/by-booking';
import { bookingSearchCondition } from '../../db/booking-search-sql';

// All SQL of bookings. Takes db or a transaction as first argument.

/** The availability rule's queries, which the booking POST and the admin's update ask too. */
export { clashingBlocks, clashingBookings, hasClash, sqlBounds } from '../../db/availability-sql';
export type BookingRow = Selectable<BookingsTable>;
export type HistoryRow = Selectable<BookingStatusHistoryTable>;

/**
 * The car as the booking needs it. With lock=true (PostgreSQL) the row stays locked until the
 * transaction ends, so bookings of one car are checked and written one at a time. SQLite has
 * no row locks; there the one connection runs transactions one after another.
 * Read here rather than through the cars service because the lock must be in this transaction.
 */
export function findCarForBooking(db: Db, carId: string, lock: boolean) {
  return db
    .selectFrom('cars')
    .select([
      'id',
      'name',
      'registration_number',
      'price',
      'available',
      'deleted_at',
      'type',
      'branch',
      'price_per_hour',
      'min_hours',
      'price_per_week',
      'price_per_month',
      'unlimited_km_per_day',
      'gst_rate_percent',
      'sac',
    ])
    .where('id', '=', carId)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function insertBooking(db: Db, row: BookingRow): Promise<void> {
  await db.insertInto('bookings').values(row).execute();
}

/**
 * The renter as the booking needs them. With lock=true (PostgreSQL) the row stays locked until
 * the transaction ends, so one renter's bookings are counted one at a time, and a block made
 * at the same moment either comes first or after.
 */
export function findRenterForBooking(db: Db, customerId: string, lock: boolean) {
  return db
    .selectFrom('customers')
    .select(['name', 'mobile', 'email', 'blocked_at'])
    .where('id', '=', customerId)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** Gives an account without an e-mail the one its first booking names (docs/product.md#booking). */
export async function setRenterEmailIfNone(
  db: Db,
  customerId: string,
  email: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('customers')
    .set({ email, updated_at: now })
    .where('id', '=', customerId)
    .where('email', '=', '')
    .execute();
}

/** How many Pending bookings a customer holds. */
export async function countPending(db: Db, customerId: string): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('customer_id', '=', customerId)
    .where('status', '=', 'Pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * docs/product.md#holds-and-payments: Pending bookings made at or before `madeBefore` that the
 * business never confirmed, that carry no received entry and no entry submitted after
 * `submittedBefore`: their hold is over. The twin of heldUntil() in booking-json.ts.
 */
export function releasableHolds(
  db: Db,
  before: { madeBefore: string; submittedBefore: string },
  limit: number,
): Promise<string[]> {
  const { madeBefore, submittedBefore } = before;
  return db
    .selectFrom('bookings')
    .select('id')
    .where('status', '=', 'Pending')
    .where('created_at', '<=', madeBefore)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('booking_status_history')
            .select(sql.lit(1).as('one'))
            .whereRef('booking_status_history.booking_id', '=', 'bookings.id')
            .where('booking_status_history.status', '=', 'Confirmed'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payments')
            .select(sql.lit(1).as('one'))
            .whereRef('payments.booking_id', '=', 'bookings.id')
            .where((p) =>
              p.or([
                p('payments.status', '=', 'received'),
                p.and([
                  p('payments.status', '=', 'submitted'),
                  p('payments.recorded_at', '>', submittedBefore),
                ]),
              ]),
            ),
        ),
      ),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute()
    .then((rows) => rows.map((r) => r.id));
}

export interface ListFilter {
  /** Only bookings of this branch (a staff member's list); null for every branch. */
  branch: BranchScope;
  status?: BookingStatus;
  /** A reference, mobile, plate or part of the renter's name (db/booking-search-sql.ts). */
  search?: string;
  newestFirst: boolean;
  limit?: number;
  offset: number;
}

function filtered(db: Db, f: ListFilter) {
  const condition = f.search ? bookingSearchCondition(f.search) : undefined;
  return db
    .selectFrom('bookings')
    .$if(f.branch !== null, (qb) => qb.where('branch', '=', f.branch!))
    .$if(f.status !== undefined, (qb) => qb.where('status', '=', f.status!))
    .$if(condition !== undefined, (qb) => qb.where(condition!));
}

/** One page in created order (the indexes on created_at, id serve it) and the filtered total. */
export async function listBookings(
  db: Db,
  f: ListFilter,
): Promise<{ rows: BookingRow[]; total: number }> {
  const direction = f.newestFirst ? 'desc' : 'asc';
  const rows = await filtered(db, f)
    .selectAll()
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    // Both databases accept OFFSET only after a LIMIT; "no limit" becomes a huge one.
    .$if(f.limit !== undefined || f.offset > 0, (qb) =>
      qb.limit(f.limit ?? 2 ** 31 - 1).offset(f.offset),
    )
    .execute();
  const count = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export function listCustomerBookings(
  db: Db,
  customerId: string,
  branch: BranchScope,
): Promise<BookingRow[]> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('customer_id', '=', customerId)
    .$if(branch !== null, (qb) => qb.where('branch', '=', branch!))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Status history of the given bookings, oldest change first. */
export function historyOf(db: Db, bookingIds: string[]): Promise<Map<string, HistoryRow[]>> {
  return byBooking(bookingIds, (ids) =>
    db
      .selectFrom('booking_status_history')
      .selectAll()
      .where('booking_id', 'in', ids)
      .orderBy('booking_id')
      .orderBy('id')
      .execute(),
  );
}

export function findIdempotencyKey(
  db: Db,
  customerId: string,
  key: string,
): Promise<Selectable<IdempotencyKeysTable> | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Deletes the keys stored before `before`; answers how many. */
export async function deleteIdempotencyKeysBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** False when the key is already taken (by a request that raced this one). */
export async function insertIdempotencyKey(
  db: Db,
  row: Selectable<IdempotencyKeysTable>,
): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_keys')
    .values(row)
    .onConflict((oc) => oc.columns(['customer_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

import { sql, type Selectable } from 'kysely';
import { RENTAL_PAYMENT_KINDS } from '@rental/shared/money';
import { rentersOfBranch } from '../../db/branch-scope';
import type { Db } from '../../db/database';
import type { DatabaseKind } from '../../db/database';
import type { CustomerNotesTable } from '../../db/schema';

// All SQL of the back office's customer directory (docs/product.md#customers): the paged search,
// a renter's figures, documents, notes and block. Takes db or a transaction.

export type NoteRow = Selectable<CustomerNotesTable>;
export type DirectorySearch = { by: 'name' | 'mobile'; prefix: string };

/**
 * Byte order, the order of the search indexes of migration 012: PostgreSQL's default collation
 * may follow language rules, under which a range is not a prefix.
 */
const byteOrder = (kind: DatabaseKind) => (kind === 'postgres' ? sql` collate "C"` : sql``);
/** Exactly the expressions the indexes hold, so the planner uses them. */
const nameKey = (kind: DatabaseKind) => sql<string>`lower(customers.name)${byteOrder(kind)}`;
const mobileKey = (kind: DatabaseKind) => sql<string>`customers.mobile${byteOrder(kind)}`;

/**
 * The first string after every string that starts with `prefix`, in byte (code point) order; null
 * when there is none (a prefix of U+10FFFF only, the last code point).
 */
export function prefixEnd(prefix: string): string | null {
  const points = [...prefix];
  if (points.length === 0) return null;
  const last = points.pop()!.codePointAt(0)! + 1;
  // U+10FFFF is the last code point: the end is past the prefix without it.
  if (last > 0x10ffff) return prefixEnd(points.join(''));
  // Past the surrogates, which are not characters on their own.
  return points.join('') + String.fromCodePoint(last >= 0xd800 && last < 0xe000 ? 0xe000 : last);
}

function matching(db: Db, kind: DatabaseKind, search: DirectorySearch | undefined) {
  const key = search?.by === 'mobile' ? mobileKey(kind) : nameKey(kind);
  return {
    key,
    query: db
      .selectFrom('customers')
      .$if(search !== undefined, (qb) =>
        qb
          .where(key, '>=', search!.prefix)
          .$if(prefixEnd(search!.prefix) !== null, (q) =>
            q.where(key, '<', prefixEnd(search!.prefix)!),
          ),
      ),
  };
}

export interface DirectoryRow {
  id: string;
  name: string;
  mobile: string;
  email: string;
  blocked_at: string | null;
}

/** One page of renters in name order (mobile order for a mobile search), and how many match. */
export async function searchCustomers(
  db: Db,
  kind: DatabaseKind,
  search: DirectorySearch | undefined,
  page: { limit: number; offset: number },
  reach: { branch: string; now: Date } | null,
): Promise<{ rows: DirectoryRow[]; total: number }> {
  const { key, query: found } = matching(db, kind, search);
  // docs/product.md#customers: a branch's staff list only the renters in their reach.
  const query = reach
    ? found.where('customers.id', 'in', rentersOfBranch(db, reach.branch, reach.now))
    : found;
  // The page's ids first, read from the index alone; then their rows. Asked for at once, the
  // rows of a plain page (no search) made SQLite sort the whole table instead.
  const ids = await query
    .select('id')
    .orderBy(key)
    // Mobiles are unique; names are not, and the name index ends with the id for this order.
    .$if(search?.by !== 'mobile', (qb) => qb.orderBy('id'))
    .limit(page.limit)
    .offset(page.offset)
    .execute()
    .then((found) => found.map((r) => r.id));
  const byId = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('customers')
            .select(['id', 'name', 'mobile', 'email', 'blocked_at'])
            .where('id', 'in', ids)
            .execute()
        ).map((r) => [r.id, r]),
  );
  const rows = ids.map((id) => byId.get(id)!);
  const count = await query
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export interface BookingFigures {
  bookings: number;
  spend: number;
}

/**
 * docs/product.md#customers: each renter's bookings of any status, and the spend of the completed
 * ones: the bill's total where the return made one, else the booking's amount. With a branch,
 * only that branch's bookings count: its staff do not learn what a renter did elsewhere.
 */
export async function bookingFiguresOf(
  db: Db,
  customerIds: string[],
  branch: string | null = null,
): Promise<Map<string, BookingFigures>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bookings')
    .leftJoin('bills', 'bills.booking_id', 'bookings.id')
    .select((eb) => [
      'bookings.customer_id',
      eb.fn.countAll<number | string>().as('bookings'),
      sql<number | string | null>`sum(case when bookings.status = 'Completed'
        then coalesce(bills.total, bookings.total_amount) else 0 end)`.as('spend'),
    ])
    .where('bookings.customer_id', 'in', customerIds)
    .$if(branch !== null, (q) => q.where('bookings.branch', '=', branch!))
    .groupBy('bookings.customer_id')
    .execute();
  return new Map(
    rows.map((r) => [r.customer_id, { bookings: Number(r.bookings), spend: Number(r.spend ?? 0) }]),
  );
}

/**
 * docs/product.md#customers: rental payments received in the renter's ledgers (advance, rental,
 * charges) less the refunds paid out; deposits are held and returned, so they do not count.
 */
/** What the renter paid, less refunds; with a branch, on that branch's bookings only. */
export async function receivedFrom(
  db: Db,
  customerId: string,
  branch: string | null = null,
): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .innerJoin('bookings', 'bookings.id', 'payments.booking_id')
    .select(
      sql<number | string | null>`sum(case when payments.kind = 'refund'
        then -payments.amount else payments.amount end)`.as('received'),
    )
    .where('bookings.customer_id', '=', customerId)
    .where('payments.status', '=', 'received')
    .where('payments.kind', 'in', [...RENTAL_PAYMENT_KINDS, 'refund'])
    .$if(branch !== null, (qb) => qb.where('bookings.branch', '=', branch!))
    .executeTakeFirst();
  return Number(row?.received ?? 0);
}

export interface DocumentStateRow {
  id: string;
  customer_id: string;
  kind: string;
  status: string;
  reason: string | null;
  created_at: string;
}

/** The renters' documents, oldest first. */
export function documentsOf(db: Db, customerIds: string[]): Promise<DocumentStateRow[]> {
  if (customerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('documents')
    .select(['id', 'customer_id', 'kind', 'status', 'reason', 'created_at'])
    .where('customer_id', 'in', customerIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export interface DirectoryCustomer extends DirectoryRow {
  created_at: string;
  blocked_reason: string | null;
  blocked_by_name: string | null;
  blocked_by_email: string | null;
}

export function findDirectoryCustomer(db: Db, id: string): Promise<DirectoryCustomer | undefined> {
  return db
    .selectFrom('customers')
    .leftJoin('admins', 'admins.id', 'customers.blocked_by')
    .select([
      'customers.id',
      'customers.name',
      'customers.mobile',
      'customers.email',
      'customers.created_at',
      'customers.blocked_at',
      'customers.blocked_reason',
      'admins.name as blocked_by_name',
      'admins.email as blocked_by_email',
    ])
    .where('customers.id', '=', id)
    .executeTakeFirst();
}

export interface CustomerBookingRow {
  id: string;
  car_name: string;
  pickup_at: string;
  return_at: string;
  status: string;
  amount: number;
}

/** The renter's bookings, newest first; with `branch`, only those of that branch. */
export function bookingsOfCustomer(
  db: Db,
  customerId: string,
  branch: string | null,
): Promise<CustomerBookingRow[]> {
  return db
    .selectFrom('bookings')
    .leftJoin('bills', 'bills.booking_id', 'bookings.id')
    .select([
      'bookings.id',
      'bookings.car_name',
      'bookings.pickup_at',
      'bookings.return_at',
      'bookings.status',
      sql<number>`coalesce(bills.total, bookings.total_amount)`.as('amount'),
    ])
    .where('bookings.customer_id', '=', customerId)
    .$if(branch !== null, (qb) => qb.where('bookings.branch', '=', branch!))
    .orderBy('bookings.created_at', 'desc')
    .orderBy('bookings.id', 'desc')
    .execute();
}

export interface NoteWithAuthor extends NoteRow {
  author_name: string | null;
  author_email: string | null;
}

/** The renter's notes, newest first, with who wrote each. */
export function notesOf(db: Db, customerId: string): Promise<NoteWithAuthor[]> {
  return db
    .selectFrom('customer_notes')
    .leftJoin('admins', 'admins.id', 'customer_notes.author_id')
    .selectAll('customer_notes')
    .select(['admins.name as author_name', 'admins.email as author_email'])
    .where('customer_notes.customer_id', '=', customerId)
    .orderBy('customer_notes.created_at', 'desc')
    .orderBy('customer_notes.id', 'desc')
    .execute();
}

export async function insertNote(db: Db, row: NoteRow): Promise<void> {
  await db.insertInto('customer_notes').values(row).execute();
}

export interface BlockState {
  blocked_at: string | null;
  blocked_reason: string | null;
}

/** The renter's block, locking the row on PostgreSQL; undefined when there is no such renter. */
export function findBlockState(
  db: Db,
  customerId: string,
  lock: boolean,
): Promise<BlockState | undefined> {
  return db
    .selectFrom('customers')
    .select(['blocked_at', 'blocked_reason'])
    .where('id', '=', customerId)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function setBlock(
  db: Db,
  customerId: string,
  block: { blocked_at: string | null; blocked_reason: string | null; blocked_by: string | null },
): Promise<void> {
  await db.updateTable('customers').set(block).where('id', '=', customerId).execute();
}

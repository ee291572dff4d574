import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { rentersOfBranch, type BranchScope } from '../../db/branch-scope';
import type { Database, DocumentsTable } from '../../db/schema';

// All SQL of the documents domain. Each function takes the database or a transaction.

export type DocumentRow = Selectable<DocumentsTable>;

/** Bookings that are not finished: a document is needed, so it may not be deleted. */
const OPEN_STATUSES = ['Pending', 'Confirmed'];

export async function insertDocument(db: Db, row: Insertable<DocumentsTable>): Promise<void> {
  await db.insertInto('documents').values(row).execute();
}

export function findDocument(db: Db, id: string): Promise<DocumentRow | undefined> {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listCustomerDocuments(db: Db, customerId: string): Promise<DocumentRow[]> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export interface QueueRow extends DocumentRow {
  customer_name: string;
  customer_mobile: string;
}

/** The documents a renter keeps now, every status counted. */
export async function countCustomerDocuments(db: Db, customerId: string): Promise<number> {
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Holds the renter's row until the transaction ends, so two uploads count one after the other. */
export async function lockCustomer(db: Db, customerId: string): Promise<void> {
  await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

function queueOf(db: Db, status: string, branch: BranchScope, now: Date) {
  return db
    .selectFrom('documents')
    .where('documents.status', '=', status)
    .$if(branch !== null, (qb) =>
      qb.where('documents.customer_id', 'in', rentersOfBranch(db, branch!, now)),
    );
}

/**
 * One page of the queue; for a staff member only renters with an open or recent booking at
 * their branch (docs/product.md#customers).
 */
export function listByStatus(
  db: Db,
  status: string,
  branch: BranchScope,
  page: { limit: number; offset: number },
  now: Date,
): Promise<QueueRow[]> {
  return queueOf(db, status, branch, now)
    .innerJoin('customers', 'customers.id', 'documents.customer_id')
    .selectAll('documents')
    .select(['customers.name as customer_name', 'customers.mobile as customer_mobile'])
    .orderBy('documents.created_at', 'asc')
    .orderBy('documents.id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** How many documents the whole queue holds, for the pages. */
export async function countByStatus(
  db: Db,
  status: string,
  branch: BranchScope,
  now: Date,
): Promise<number> {
  const row = await queueOf(db, status, branch, now)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface BookingIdentity {
  customer_id: string;
  id: string;
  driver_license_number: string;
  dl_issued_state: string;
  date_of_birth: string;
}

/** What each renter typed at their latest booking: the admin compares the documents with it. */
export async function latestBookingIdentities(
  db: Db,
  customerIds: readonly string[],
): Promise<Map<string, BookingIdentity>> {
  const found = new Map<string, BookingIdentity>();
  if (customerIds.length === 0) return found;
  const rows = await db
    .selectFrom('bookings')
    .select(['customer_id', 'id', 'driver_license_number', 'dl_issued_state', 'date_of_birth'])
    .where('customer_id', 'in', [...new Set(customerIds)])
    .orderBy('created_at', 'desc')
    .execute();
  for (const row of rows) if (!found.has(row.customer_id)) found.set(row.customer_id, row);
  return found;
}

export async function hasOpenBooking(db: Db, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('bookings')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the row unless a booking is open; false when it was not deleted. */
export async function deleteDocumentUnlessOpen(
  db: Db,
  id: string,
  customerId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('documents')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('bookings')
            .select('bookings.id')
            .whereRef('bookings.customer_id', '=', 'documents.customer_id')
            .where('bookings.status', 'in', OPEN_STATUSES),
        ),
      ),
    )
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Records the admin's decision (a later one replaces it); false when there is no such document. */
export async function decideDocument(
  db: Db,
  id: string,
  decision: { status: string; reason: string | null; decided_by: string; decided_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set(decision)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The owner has no open booking and none that ended at or after `before`. */
function noRentalSince(eb: ExpressionBuilder<Database, 'documents'>, before: string) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('bookings')
        .select('bookings.id')
        .whereRef('bookings.customer_id', '=', 'documents.customer_id')
        .where((b) =>
          b.or([b('bookings.status', 'in', OPEN_STATUSES), b('bookings.return_at', '>=', before)]),
        ),
    ),
  );
}

/**
 * Documents past retention: the owner has no open booking and neither a booking nor the upload
 * is more recent than `before` (docs/product.md#documents).
 */
export function listExpired(db: Db, before: string, limit: number): Promise<DocumentRow[]> {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('created_at', '<', before)
    .where((eb) => noRentalSince(eb, before))
    .orderBy('created_at', 'asc')
    .limit(limit)
    .execute();
}

/**
 * Deletes one expired document if it is still expired (the same conditions as listExpired, so
 * a booking made meanwhile keeps it). With several processes cleaning at once, exactly one of
 * them gets true and removes the file.
 */
export async function deleteIfExpired(db: Db, id: string, before: string): Promise<boolean> {
  const result = await db
    .deleteFrom('documents')
    .where('id', '=', id)
    .where('created_at', '<', before)
    .where((eb) => noRentalSince(eb, before))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

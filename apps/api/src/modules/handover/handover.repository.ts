import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { BillsTable, HandoversTable, InvoicesTable } from '../../db/schema';

// The SQL of handovers, bills and invoices (docs/product.md#handover-and-bill). Each function
// takes the database or a transaction.

export type HandoverRow = Selectable<HandoversTable>;
export type BillRow = Selectable<BillsTable>;
export type InvoiceRow = Selectable<InvoicesTable>;

export function listHandovers(db: Db, bookingId: string): Promise<HandoverRow[]> {
  return db.selectFrom('handovers').selectAll().where('booking_id', '=', bookingId).execute();
}

export async function insertHandover(db: Db, row: Insertable<HandoversTable>): Promise<void> {
  await db.insertInto('handovers').values(row).execute();
}

export async function insertBill(db: Db, row: Insertable<BillsTable>): Promise<void> {
  await db.insertInto('bills').values(row).execute();
}

/**
 * The next number of the year's series, inside the caller's transaction: the row lock of the
 * UPDATE (or SQLite's one writer) makes concurrent closes wait, and a rolled-back close gives
 * its number back, so the series has no gaps.
 */
export async function nextInvoiceSequence(db: Db, financialYear: string): Promise<number> {
  await db
    .insertInto('invoice_series')
    .values({ financial_year: financialYear, last_sequence: 0 })
    .onConflict((oc) => oc.column('financial_year').doNothing())
    .execute();
  const row = await db
    .updateTable('invoice_series')
    .set((eb) => ({ last_sequence: eb('last_sequence', '+', 1) }))
    .where('financial_year', '=', financialYear)
    .returning('last_sequence')
    .executeTakeFirstOrThrow();
  return row.last_sequence;
}

export async function insertInvoice(db: Db, row: Insertable<InvoicesTable>): Promise<void> {
  await db.insertInto('invoices').values(row).execute();
}

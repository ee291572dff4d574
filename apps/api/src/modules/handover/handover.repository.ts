import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { BillsTable, HandoversTable, InvoicesTable } from '../../db/schema';

// The SQL of handovers, bills and invoices (docs/product.md#handover-and-bill). Each function
// takes the database or a transaction.

export type HandoverRow = Selectable<HandoversTable>;

export function listHandovers(db: Db, bookingId: string): Promise<HandoverRow[]> {
  return db.selectFrom('handovers').selectAll().where('booking_id', '=', bookingId).execute();
}

export async function insertHandover(db: Db, row: Insertable<HandoversTable>): Promise<void> {
  await db.insertInto('handovers').values(row).execute();
}

export async function insertBill(db: Db, row: Insertable<BillsTable>): Promise<void> {
  await db.insertInto('bills').values(row).execute();
}

export async function insertInvoice(db: Db, row: Insertable<InvoicesTable>): Promise<void> {
  await db.insertInto('invoices').values(row).execute();
}

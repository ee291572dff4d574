import type { Kysely } from 'kysely';

// docs/product.md#handover-and-bill: a renter who rents for a business gives its GSTIN on the
// booking; the invoice made at the return keeps the GSTIN it was issued to. Null for a consumer
// (and on every booking and invoice made before). Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('renter_gstin', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('renter_gstin', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('renter_gstin').execute();
  await db.schema.alterTable('bookings').dropColumn('renter_gstin').execute();
}

import type { Kysely } from 'kysely';

// docs/product.md#handover-and-bill: with its GSTIN a business renter gives the legal name
// registered with it, which the tax invoice is billed to; the invoice keeps the name it was
// issued to. Null for a consumer and on every booking and invoice made before (those print the
// renter's name, as they did). Nullable columns only: the previous release still writes rows.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('renter_legal_name', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('renter_legal_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('renter_legal_name').execute();
  await db.schema.alterTable('bookings').dropColumn('renter_legal_name').execute();
}

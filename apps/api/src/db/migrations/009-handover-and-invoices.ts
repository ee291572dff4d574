import type { Kysely } from 'kysely';

// docs/product.md#handover-and-bill: the pickup and return records of a rental, the bill the
// return produced, and the invoices with their consecutive series per financial year. Frozen
// once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('handovers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    // pickup or return
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('odometer_km', 'integer', (c) => c.notNull())
    .addColumn('fuel_level', 'text', (c) => c.notNull())
    .addColumn('damage_notes', 'text', (c) => c.notNull())
    .addColumn('documents_checked', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON array of storage keys of the photos.
    .addColumn('photos', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
  // One pickup and one return per booking, whichever process records it.
  await db.schema
    .createIndex('handovers_booking_kind')
    .unique()
    .on('handovers')
    .columns(['booking_id', 'kind'])
    .execute();

  await db.schema
    .createTable('bills')
    .addColumn('booking_id', 'text', (c) => c.primaryKey().references('bookings.id'))
    // JSON: the Bill of packages/shared/src/bill.ts as computed at the return.
    .addColumn('bill', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    // What the bill adds to the rental amount (extra km, late days, staff lines).
    .addColumn('charges', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('invoice_series')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_sequence', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().unique().references('bookings.id'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    // The GSTIN in force when it was made; null makes it a receipt.
    .addColumn('gstin', 'text')
    .addColumn('gst_rate_percent', 'integer', (c) => c.notNull())
    .addColumn('sac', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('invoice_series').execute();
  await db.schema.dropTable('bills').execute();
  await db.schema.dropTable('handovers').execute();
}

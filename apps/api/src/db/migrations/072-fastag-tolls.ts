import type { Kysely } from 'kysely';

// docs/product.md#fastag-statements: the tolls read from a bank's FASTag statement and matched
// to a booking, proposed until staff confirm them as charges. The unique transaction id keeps a
// statement imported twice (or by two people at once) from adding a toll twice.
// Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fastag_tolls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('plaza', 'text', (c) => c.notNull())
    .addColumn('registration', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('charge_id', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('imported_by', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .execute();
  // The staff's list of tolls to confirm, oldest first.
  await db.schema
    .createIndex('fastag_tolls_status')
    .on('fastag_tolls')
    .columns(['status', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fastag_tolls').execute();
}

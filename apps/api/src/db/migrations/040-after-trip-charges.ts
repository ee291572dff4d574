import type { Kysely } from 'kysely';

// docs/product.md#after-the-trip: charges added to a booking after its return with their evidence
// files, the renter's dispute and the staff's decision, and each booking's deposit return, made
// due once (the primary key keeps two processes from making it twice).
// Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('dispute_reason', 'text')
    .addColumn('disputed_at', 'text')
    .addColumn('decision', 'text')
    .addColumn('decision_reason', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('payment_id', 'text')
    .addColumn('recovered_at', 'text')
    .execute();
  await db.schema
    .createIndex('charges_booking')
    .on('charges')
    .columns(['booking_id', 'created_at'])
    .execute();
  // The staff's dispute queue, oldest first.
  await db.schema
    .createIndex('charges_disputed')
    .on('charges')
    .columns(['decision', 'disputed_at'])
    .execute();
  await db.schema
    .createTable('charge_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('charge_id', 'text', (c) => c.notNull().references('charges.id'))
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('charge_files_charge')
    .on('charge_files')
    .column('charge_id')
    .execute();
  await db.schema
    .createTable('deposit_returns')
    .addColumn('booking_id', 'text', (c) => c.primaryKey().references('bookings.id'))
    .addColumn('deposit', 'integer', (c) => c.notNull())
    .addColumn('charges_due', 'integer', (c) => c.notNull())
    .addColumn('held_back', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('due_on', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deposit_returns').execute();
  await db.schema.dropTable('charge_files').execute();
  await db.schema.dropTable('charges').execute();
}

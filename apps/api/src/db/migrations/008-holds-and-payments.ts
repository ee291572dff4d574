import { sql, type Kysely } from 'kysely';

// docs/product.md#holds-and-payments: the payment ledger of each booking, and a note on every
// line of a booking's history (why it was cancelled, which payment was recorded or decided).
// Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('booking_status_history')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('payments_booking')
    .on('payments')
    .columns(['booking_id', 'recorded_at'])
    .execute();
  // "Payments to check": one status, oldest first.
  await db.schema
    .createIndex('payments_status_recorded')
    .on('payments')
    .columns(['status', 'recorded_at'])
    .execute();
  // A UPI transaction reference pays once: two live entries may not carry the same one, even
  // when two requests race. A rejected entry frees its reference.
  await db.schema
    .createIndex('payments_upi_reference_live')
    .on('payments')
    .column('reference')
    .unique()
    .where(sql.ref('method'), '=', sql.lit('upi'))
    .where(sql.ref('status'), '<>', sql.lit('rejected'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payments').execute();
  await db.schema.alterTable('booking_status_history').dropColumn('note').execute();
}

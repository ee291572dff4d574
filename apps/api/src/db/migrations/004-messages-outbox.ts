import type { Kysely } from 'kysely';

// docs/product.md#messages: the durable outbox. A message row is written in the same transaction
// as the change that causes it and sent later by a worker; frozen once released, like 001.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Null for texts that belong to no booking (OTP codes).
    .addColumn('booking_id', 'text')
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    // The same event is never queued twice: a repeated insert with this key is ignored.
    .addColumn('event_key', 'text', (c) => c.notNull().unique())
    // Instants, ISO 8601 UTC like bookings.pickup_at: comparable as text on both databases.
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The worker's claim: due pending rows, and sending rows whose claim went stale.
  await db.schema
    .createIndex('messages_state_due')
    .on('messages')
    .columns(['state', 'due_at'])
    .execute();
  await db.schema
    .createIndex('messages_booking')
    .on('messages')
    .columns(['booking_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('messages').execute();
}

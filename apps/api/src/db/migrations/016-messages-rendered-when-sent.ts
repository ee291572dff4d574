import type { Kysely } from 'kysely';

// docs/decisions/022-performance-close-to-the-limit.md: the booking POST's costs. Frozen once
// released.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A booking's message is stored as what happened (the event's own figures as JSON) and
  // rendered from the booking when it is sent, not when it is queued. Rows with `data` null carry
  // their rendered text as before, so every row stored before this migration stays sendable.
  await db.schema.alterTable('messages').addColumn('data', 'text').execute();
  // The worker's claim reads due messages in the index's order, as far as its batch: with
  // created_at in the index it no longer sorts every due message to find the first few.
  await db.schema.dropIndex('messages_state_due').execute();
  await db.schema
    .createIndex('messages_state_due_created')
    .on('messages')
    .columns(['state', 'due_at', 'created_at'])
    .execute();
  // A renter's Pending bookings (the cap the booking POST checks): SQLite chose the status index
  // and walked every Pending booking of every renter.
  await db.schema
    .createIndex('bookings_customer_status')
    .on('bookings')
    .columns(['customer_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_customer_status').execute();
  await db.schema.dropIndex('messages_state_due_created').execute();
  await db.schema
    .createIndex('messages_state_due')
    .on('messages')
    .columns(['state', 'due_at'])
    .execute();
  await db.schema.alterTable('messages').dropColumn('data').execute();
}

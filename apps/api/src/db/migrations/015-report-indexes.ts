import { sql, type Kysely } from 'kysely';

// docs/decisions/020-reports-and-timeline.md: indexes so a year's report and export read only
// the period's entries, on SQLite and PostgreSQL alike. Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Bookings by pickup: the status counts and booked hours read the index alone; the bookings
  // export walks it in pickup order.
  await db.schema
    .createIndex('bookings_pickup_report')
    .on('bookings')
    .columns(['pickup_at', 'status', 'car_id', 'return_at'])
    .execute();
  // Rentals completed in a period, by their bill's time.
  await db.schema.createIndex('bills_created').on('bills').column('created_at').execute();
  // Ledger entries by when their money moved (the expression the reports query), with what the
  // money report sums, so it reads the index alone.
  await db.schema
    .createIndex('payments_moved')
    .on('payments')
    .expression(sql`coalesce(decided_at, recorded_at), status, kind, amount, booking_id`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_moved').execute();
  await db.schema.dropIndex('bills_created').execute();
  await db.schema.dropIndex('bookings_pickup_report').execute();
}

import { sql, type Kysely } from 'kysely';

// docs/decisions/023-booking-keeps-its-branch.md: a booking keeps the branch it was made at, so
// moving a car does not move its past rentals in the branch reports. Frozen once released.

/** The cars' default branch (migration 002), for a booking whose car row is missing. */
const CARS_DEFAULT_BRANCH = 'Boduppal';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('branch', 'text', (c) => c.notNull().defaultTo(CARS_DEFAULT_BRANCH))
    .execute();
  // Every stored booking was made at its car's branch as far as anyone knows: a deleted car
  // keeps its row and its branch.
  await sql`update bookings set branch = coalesce(
      (select cars.branch from cars where cars.id = bookings.car_id),
      ${sql.lit(CARS_DEFAULT_BRANCH)}
    )`.execute(db);
  // The branch reports filter the period's bookings on their branch: with it in the index of
  // migration 015, the status counts and booked hours of one branch still read the index alone.
  await db.schema.dropIndex('bookings_pickup_report').execute();
  await db.schema
    .createIndex('bookings_pickup_report')
    .on('bookings')
    .columns(['pickup_at', 'status', 'car_id', 'return_at', 'branch'])
    .execute();
  // A branch's staff list their branch's bookings, newest first, with the count of all of them:
  // without this the count read every booking row.
  await db.schema
    .createIndex('bookings_branch_created')
    .on('bookings')
    .columns(['branch', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_branch_created').execute();
  await db.schema.dropIndex('bookings_pickup_report').execute();
  await db.schema
    .createIndex('bookings_pickup_report')
    .on('bookings')
    .columns(['pickup_at', 'status', 'car_id', 'return_at'])
    .execute();
  await db.schema.alterTable('bookings').dropColumn('branch').execute();
}

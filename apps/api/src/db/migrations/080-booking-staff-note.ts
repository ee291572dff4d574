import type { Kysely } from 'kysely';

// docs/product.md#admin: the staff's note on a booking is kept apart from the renter's notes,
// so an edit by staff never overwrites what the renter wrote. Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('staff_note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('staff_note').execute();
}

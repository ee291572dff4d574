import type { Kysely } from 'kysely';

// docs/product.md#reviews: one review per Completed booking, by its renter; the owner may hide
// one (hidden_at, hidden_by). Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().unique().references('bookings.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('car_id', 'text', (c) => c.notNull())
    .addColumn('car_name', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('hidden_at', 'text')
    .addColumn('hidden_by', 'text')
    .execute();
  // The public summary reads the published ones, newest first.
  await db.schema
    .createIndex('reviews_published_idx')
    .on('reviews')
    .columns(['hidden_at', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviews').execute();
}

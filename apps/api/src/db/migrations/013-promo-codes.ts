import { sql, type Kysely } from 'kysely';

// docs/product.md#promo-codes: the owner's promo codes, each use of one by a booking, the code
// and discount a booking carries, and the code an offer shows. Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promo_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Stored in capitals; what the renter types is put in capitals before it is looked up.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    // percent or flat (whole rupees)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    // Kolkata dates (YYYY-MM-DD), inclusive; null for no bound.
    .addColumn('valid_from', 'text')
    .addColumn('valid_to', 'text')
    .addColumn('min_days', 'integer', (c) => c.notNull().defaultTo(1))
    // JSON lists; an empty list means every car type or branch.
    .addColumn('car_types', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('branches', 'text', (c) => c.notNull().defaultTo('[]'))
    // null: no limit. uses only grows by a conditional update in the booking's transaction.
    .addColumn('max_uses', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('once_per_renter', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('promo_redemptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('promo_code_id', 'text', (c) => c.notNull().references('promo_codes.id'))
    .addColumn('booking_id', 'text', (c) => c.notNull().unique().references('bookings.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    // The code's once-per-renter flag when it was used, for the index below.
    .addColumn('once_per_renter', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Once per renter held by the database: two racing bookings of one renter cannot both use it.
  await db.schema
    .createIndex('promo_redemptions_once_per_renter')
    .on('promo_redemptions')
    .columns(['promo_code_id', 'customer_id'])
    .unique()
    .where(sql.ref('once_per_renter'), '=', sql.lit(1))
    .execute();

  await db.schema.alterTable('bookings').addColumn('promo_code', 'text').execute();
  // Whole rupees taken off price per day × days; total_amount is already net of it.
  await db.schema
    .alterTable('bookings')
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('offers').addColumn('promo_code', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offers').dropColumn('promo_code').execute();
  await db.schema.alterTable('bookings').dropColumn('discount').execute();
  await db.schema.alterTable('bookings').dropColumn('promo_code').execute();
  await db.schema.dropTable('promo_redemptions').execute();
  await db.schema.dropTable('promo_codes').execute();
}

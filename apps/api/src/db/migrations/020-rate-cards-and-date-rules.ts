import type { Kysely } from 'kysely';

// docs/product.md#rate-plans: each car's optional hourly, weekly, monthly and unlimited-km prices
// and its GST rate and service code (null: the settings' defaults), and the owner's date rules
// (a car's own, or the whole fleet's with no car). Frozen once released.

const CAR_COLUMNS = [
  'price_per_hour',
  'min_hours',
  'price_per_week',
  'price_per_month',
  'unlimited_km_per_day',
  'gst_rate_percent',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of CAR_COLUMNS) {
    await db.schema.alterTable('cars').addColumn(column, 'integer').execute();
  }
  await db.schema.alterTable('cars').addColumn('sac', 'text').execute();
  await db.schema
    .createTable('date_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('car_id', 'text', (c) => c.references('cars.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('from_date', 'text')
    .addColumn('to_date', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('date_rules_car').on('date_rules').column('car_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('date_rules').execute();
  for (const column of [...CAR_COLUMNS, 'sac']) {
    await db.schema.alterTable('cars').dropColumn(column).execute();
  }
}

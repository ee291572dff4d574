import type { Kysely } from 'kysely';

// docs/product.md#rate-plans: a booking keeps the rate card and date rules it was quoted on, its
// km plan, its quote's lines and the car's GST rate and service code when it was made; null on
// the bookings made before rate plans, which were priced by the day. An invoice made from now on
// splits its tax to the paisa; the ones issued before keep their rupee split.
// Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('km_plan', 'text', (c) => c.notNull().defaultTo('limited'))
    .execute();
  await db.schema.alterTable('bookings').addColumn('rate_card', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('quote', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('gst_rate_percent', 'integer').execute();
  await db.schema.alterTable('bookings').addColumn('sac', 'text').execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('tax_in_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('tax_in_paise').execute();
  for (const column of ['sac', 'gst_rate_percent', 'quote', 'rate_card', 'km_plan']) {
    await db.schema.alterTable('bookings').dropColumn(column).execute();
  }
}

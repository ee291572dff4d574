import type { Kysely } from 'kysely';

// docs/product.md#protection-plans: the owner's protection plans; each booking keeps the plan it
// was booked with (name, price per day, damage cap) as JSON, so a later edit never changes it;
// a damage charge keeps what staff asked when the cap lowered it, and the reason of an
// exclusion from the cap. Null on the rows made before. Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('protection_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('price_per_day', 'integer', (c) => c.notNull())
    .addColumn('damage_cap', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('bookings').addColumn('protection', 'text').execute();
  await db.schema.alterTable('charges').addColumn('cap_exclusion_reason', 'text').execute();
  await db.schema.alterTable('charges').addColumn('amount_asked', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('charges').dropColumn('amount_asked').execute();
  await db.schema.alterTable('charges').dropColumn('cap_exclusion_reason').execute();
  await db.schema.alterTable('bookings').dropColumn('protection').execute();
  await db.schema.dropTable('protection_plans').execute();
}

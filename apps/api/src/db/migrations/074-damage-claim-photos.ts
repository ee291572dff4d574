import type { Kysely } from 'kysely';

// docs/product.md#damage-claims: the pickup or return photos a damage charge raised after the
// return cites, one row per charge (as JSON). A table of its own so the charges table stays as
// released. Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('charge_photo_cites')
    .addColumn('charge_id', 'text', (c) => c.primaryKey().references('charges.id'))
    .addColumn('cites', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('charge_photo_cites').execute();
}

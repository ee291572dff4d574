import type { Kysely } from 'kysely';

// docs/product.md#after-the-trip: the part of the deposit set against each charge when the
// deposit return is made due (taken for a due charge, held for one still open or disputed), so a
// deposit too small for every charge takes only what it covers and a waived charge gives back
// only what was held for it. Null on charges from before: read as the rule of then.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('charges').addColumn('deposit_share', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('charges').dropColumn('deposit_share').execute();
}

import type { Kysely } from 'kysely';

// docs/product.md#rental-agreement: the owner writes the rental terms. A version the owner saved
// has a row here naming who saved it; a version without one was built from the server's rules
// and figures. A table of its own so terms_versions, released, stays as it is.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('terms_version_authors')
    .addColumn('version', 'integer', (c) => c.primaryKey().references('terms_versions.version'))
    .addColumn('published_by', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('terms_version_authors').execute();
}

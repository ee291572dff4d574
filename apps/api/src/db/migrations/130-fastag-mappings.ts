import type { Kysely } from 'kysely';

// docs/product.md#fastag-statements: each bank's column mapping, saved once by staff and used for
// its next statements. bank_key is the name trimmed and in lower case: unique, so "HDFC" and
// " hdfc" are one bank and two simultaneous saves of it keep one row. A new table only, so the
// previous release is unaffected. Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fastag_mappings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bank', 'text', (c) => c.notNull())
    .addColumn('bank_key', 'text', (c) => c.notNull().unique())
    .addColumn('transaction_id_column', 'text', (c) => c.notNull())
    .addColumn('at_column', 'text', (c) => c.notNull())
    .addColumn('plaza_column', 'text', (c) => c.notNull())
    .addColumn('registration_column', 'text', (c) => c.notNull())
    .addColumn('amount_column', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'text', (c) => c.notNull().references('admins.id'))
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fastag_mappings').execute();
}

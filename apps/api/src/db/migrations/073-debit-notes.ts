import type { Kysely } from 'kysely';

// docs/product.md#debit-notes: a debit note for each charge that is a supply, numbered in its own
// consecutive series per financial year. The primary key on the charge keeps it to one note.
// Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('debit_note_series')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_sequence', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('debit_notes')
    .addColumn('charge_id', 'text', (c) => c.primaryKey().references('charges.id'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('debit_notes').execute();
  await db.schema.dropTable('debit_note_series').execute();
}

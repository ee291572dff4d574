import type { Kysely } from 'kysely';

// docs/product.md#documents: the renter's licence and ID. The file itself is in the storage under
// `file_key`; this row says whose it is and what the admin decided. Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('documents_customer')
    .on('documents')
    .columns(['customer_id', 'created_at'])
    .execute();
  // The review queue: one status, oldest first.
  await db.schema
    .createIndex('documents_status_created')
    .on('documents')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('documents').execute();
}

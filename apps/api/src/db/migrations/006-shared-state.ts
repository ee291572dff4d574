import { PostgresAdapter, type Kysely } from 'kysely';

// Shared state for several server processes (docs/decisions/011-shared-state-in-the-database.md):
// generated secrets and stored files live in the database every process reads. Frozen once
// released, like 001.

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  // Values generated once and then read by every process: the first insert wins.
  await db.schema
    .createTable('settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Uploaded files by storage key (`cars/<uuid>.webp`); a key is never reused, so a row never
  // changes once written.
  await db.schema
    .createTable('files')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('data', isPostgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('files').execute();
  await db.schema.dropTable('settings').execute();
}

import type { Kysely } from 'kysely';

// docs/decisions/010-rate-limits-in-the-database.md: rate-limit counters every process shares
// and a restart keeps; a token version per account so sessions can be ended; the admin account
// of an earlier ADMIN_EMAIL disabled. Frozen once released, like 001.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    // The window's first instant, ISO 8601 UTC; windows are fixed, aligned to their length.
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['bucket', 'key', 'window_start'])
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_expiry')
    .on('rate_limit_counters')
    .column('expires_at')
    .execute();

  // A token carries its account's version; bumping it ends every session signed before.
  for (const table of ['customers', 'admins']) {
    await db.schema
      .alterTable(table)
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
  await db.schema.alterTable('admins').addColumn('disabled_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('disabled_at').execute();
  for (const table of ['admins', 'customers']) {
    await db.schema.alterTable(table).dropColumn('token_version').execute();
  }
  await db.schema.dropIndex('rate_limit_counters_expiry').execute();
  await db.schema.dropTable('rate_limit_counters').execute();
}

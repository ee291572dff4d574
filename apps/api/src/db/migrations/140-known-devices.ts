import type { Kysely } from 'kysely';

// docs/product.md#security: the devices an account has signed in on (the device cookie). A
// sign-in from one is spared the account's ceiling of wrong passwords, so a stranger's guesses
// never lock the holder out. A new table only, so the previous release runs on as before.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('known_devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'customer' or 'admin', and the account's id.
    .addColumn('account_kind', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    // The account's token version at sign-in: once it moves on (sign out everywhere, a new
    // password) the device counts for nothing.
    .addColumn('token_version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('known_devices_account')
    .on('known_devices')
    .columns(['account_kind', 'account_id'])
    .execute();
  await db.schema
    .createIndex('known_devices_expiry')
    .on('known_devices')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('known_devices').execute();
}

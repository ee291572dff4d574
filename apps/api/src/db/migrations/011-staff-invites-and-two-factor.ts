import type { Kysely } from 'kysely';

// docs/product.md#back-office and docs/decisions/018-staff-roles-and-two-factor.md: staff set
// their password through a one-time link (only the token's hash is kept), and any admin may sign
// in with a second factor (TOTP) and single-use recovery codes. Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull())
    // SHA-256 of the random token sent in the link; the token itself is never stored.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // Set when the link was used (or replaced by a newer one): it opens nothing after that.
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('admin_invites_admin')
    .on('admin_invites')
    .column('admin_id')
    .execute();

  // The TOTP secret (base32): pending while totp_enabled_at is null, in force once confirmed.
  await db.schema.alterTable('admins').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('admins').addColumn('totp_enabled_at', 'text').execute();
  // The last time step a code was accepted for, so one code cannot be used twice.
  await db.schema.alterTable('admins').addColumn('totp_last_step', 'integer').execute();

  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull())
    // SHA-256 of the code (random, so no slow hash is needed).
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('admin_recovery_codes_admin')
    .on('admin_recovery_codes')
    .columns(['admin_id', 'code_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_recovery_codes').execute();
  await db.schema.alterTable('admins').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('admins').dropColumn('totp_enabled_at').execute();
  await db.schema.alterTable('admins').dropColumn('totp_secret').execute();
  await db.schema.dropTable('admin_invites').execute();
}

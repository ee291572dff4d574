import type { Kysely } from 'kysely';

// docs/product.md#rental-agreement: the terms' versions (text and SHA-256), and each agreement a
// renter was asked to accept at pickup, with the summary shown, the terms version and hash, and
// who accepted it, when, and the hash of the one-time code that proved it. Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('terms_versions')
    .addColumn('version', 'integer', (c) => c.primaryKey())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('rental_agreements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('terms_version', 'integer', (c) => c.notNull().references('terms_versions.version'))
    .addColumn('terms_sha256', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('accepted_by', 'text')
    .addColumn('otp_hash', 'text')
    .execute();
  await db.schema
    .createIndex('rental_agreements_booking_idx')
    .on('rental_agreements')
    .columns(['booking_id', 'requested_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rental_agreements').execute();
  await db.schema.dropTable('terms_versions').execute();
}

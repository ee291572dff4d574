import type { Kysely } from 'kysely';

// docs/product.md#back-office: admin accounts become the owner (the ADMIN_EMAIL account) and
// branch staff, and every write by either is kept in the audit log with the values before and
// after. Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // owner or staff; the accounts that exist before staff did are the owner's.
  await db.schema
    .alterTable('admins')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
    .execute();
  // The branch a staff member works at; null for the owner, who sees every branch.
  await db.schema.alterTable('admins').addColumn('branch', 'text').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    // The admin account (owner or staff) that made the change.
    .addColumn('actor_id', 'text', (c) => c.notNull())
    // What was done, as entity.verb: car.update, booking.status, payment.decide, staff.add …
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    // Set when the change concerns a booking or a car, so their history can be filtered.
    .addColumn('booking_id', 'text')
    .addColumn('car_id', 'text')
    // JSON of the changed values before and after; null for a creation or a deletion.
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
  await db.schema
    .createIndex('audit_log_actor')
    .on('audit_log')
    .columns(['actor_id', 'at'])
    .execute();
  await db.schema
    .createIndex('audit_log_booking')
    .on('audit_log')
    .columns(['booking_id', 'at'])
    .execute();
  await db.schema.createIndex('audit_log_car').on('audit_log').columns(['car_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.alterTable('admins').dropColumn('branch').execute();
  await db.schema.alterTable('admins').dropColumn('role').execute();
  await db.schema.alterTable('admins').dropColumn('name').execute();
}

import type { Kysely } from 'kysely';

// docs/product.md#doorstep-delivery: each branch's delivery area (PIN codes with a fee, slots per
// hour, days off), a booking's doorstep legs, and the claimed seats of each branch's hours: one
// row per seat under a primary key, so two bookings can never take the same seat on either
// database (docs/decisions/025-delivery-slot-claims.md). Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_settings')
    .addColumn('branch', 'text', (c) => c.primaryKey())
    .addColumn('slots_per_hour', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('delivery_pins')
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('pin', 'text', (c) => c.notNull())
    .addColumn('fee', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('delivery_pins_pk', ['branch', 'pin'])
    .execute();
  await db.schema.createIndex('delivery_pins_pin').on('delivery_pins').column('pin').execute();
  await db.schema
    .createTable('delivery_days_off')
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('delivery_days_off_pk', ['branch', 'day'])
    .execute();
  await db.schema
    .createTable('booking_deliveries')
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('leg', 'text', (c) => c.notNull())
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('line', 'text', (c) => c.notNull())
    .addColumn('landmark', 'text', (c) => c.notNull())
    .addColumn('pin', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('fee', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('scheduled'))
    .addColumn('driver_id', 'text', (c) => c.references('admins.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('booking_deliveries_pk', ['booking_id', 'leg'])
    .execute();
  await db.schema
    .createIndex('booking_deliveries_day')
    .on('booking_deliveries')
    .columns(['branch', 'hour'])
    .execute();
  await db.schema
    .createTable('delivery_slot_claims')
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('booking_id', 'text', (c) => c.notNull())
    .addColumn('leg', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('delivery_slot_claims_pk', ['branch', 'hour', 'seat'])
    .addUniqueConstraint('delivery_slot_claims_leg', ['booking_id', 'leg'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'delivery_slot_claims',
    'booking_deliveries',
    'delivery_days_off',
    'delivery_pins',
    'delivery_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

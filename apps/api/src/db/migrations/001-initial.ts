import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen once released: later changes go into new numbered migrations.
// Column types are chosen to mean the same on SQLite and PostgreSQL.

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cars')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('fuel', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('transmission', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('rating', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('available', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull())
    .addColumn('registration_number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  // A registration number is unique among cars still in the fleet.
  await db.schema
    .createIndex('cars_registration_number_live')
    .on('cars')
    .column('registration_number')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema.createIndex('cars_created_at').on('cars').column('created_at').execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    // No foreign key to cars: a deleted car's bookings keep their car name and number.
    .addColumn('car_id', 'text', (c) => c.notNull())
    .addColumn('car_name', 'text', (c) => c.notNull())
    .addColumn('car_number', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('pin_code', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'text', (c) => c.notNull())
    .addColumn('driver_license_number', 'text', (c) => c.notNull())
    .addColumn('dl_issued_state', 'text', (c) => c.notNull())
    .addColumn('pickup_date', 'text', (c) => c.notNull())
    .addColumn('pickup_time', 'text', (c) => c.notNull())
    .addColumn('return_date', 'text', (c) => c.notNull())
    .addColumn('return_time', 'text', (c) => c.notNull())
    .addColumn('pickup_at', 'text', (c) => c.notNull())
    .addColumn('return_at', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('original_documents_submitted', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('price_per_day', 'integer', (c) => c.notNull())
    .addColumn('total_days', 'integer', (c) => c.notNull())
    .addColumn('total_amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('pickup_location', 'text', (c) => c.notNull())
    .addColumn('gas_tank_reading', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The overlap check: one car's active bookings around a period.
  await db.schema
    .createIndex('bookings_car_period')
    .on('bookings')
    .columns(['car_id', 'pickup_at', 'return_at'])
    .execute();
  // A customer's bookings, newest first.
  await db.schema
    .createIndex('bookings_customer_created')
    .on('bookings')
    .columns(['customer_id', 'created_at'])
    .execute();
  // The admin list: newest or oldest first, optionally by status.
  await db.schema
    .createIndex('bookings_created')
    .on('bookings')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('bookings_status_created')
    .on('bookings')
    .columns(['status', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('booking_status_history')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('booking_status_history_booking')
    .on('booking_status_history')
    .columns(['booking_id', 'id'])
    .execute();

  await db.schema
    .createTable('offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('otps')
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('otps_pk', ['mobile', 'purpose'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['customer_id', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'otps',
    'offers',
    'booking_status_history',
    'bookings',
    'cars',
    'admins',
    'customers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

import { sql, type Kysely } from 'kysely';

// docs/product.md#availability: each car's home branch, and maintenance blocks that take a car out
// of service. Frozen once released, like 001.

/** The demo cars of the seed, spread over the three branches (demo-data.ts says the same). */
const DEMO_BRANCHES: Record<string, string> = {
  'demo-maruti-swift': 'Boduppal',
  'demo-honda-city': 'Vanasthalipuram',
  'demo-hyundai-creta': 'Dilsukhnagar',
  'demo-tata-nexon-ev': 'Boduppal',
  'demo-toyota-innova-crysta': 'Vanasthalipuram',
  'demo-mahindra-xuv700': 'Dilsukhnagar',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cars')
    .addColumn('branch', 'text', (c) => c.notNull().defaultTo('Boduppal'))
    .execute();
  // A database seeded before branches existed gets the same spread as a fresh seed.
  for (const [id, branch] of Object.entries(DEMO_BRANCHES)) {
    await sql`update cars set branch = ${branch} where id = ${id}`.execute(db);
  }
  await db.schema.createIndex('cars_branch').on('cars').columns(['branch', 'created_at']).execute();

  await db.schema
    .createTable('maintenance_blocks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('car_id', 'text', (c) => c.notNull().references('cars.id'))
    // Instants, ISO 8601 UTC like bookings.pickup_at: comparable as text on both databases.
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  // The overlap check and the per-car lists: one car's blocks ending after a moment.
  await db.schema
    .createIndex('maintenance_blocks_car_period')
    .on('maintenance_blocks')
    .columns(['car_id', 'end_at', 'start_at'])
    .execute();

  // The overlap check on bookings only ever looks at Pending and Confirmed ones that end after
  // the start of a period: most stored bookings are Completed or Cancelled, and most active ones
  // lie ahead, so this small index answers it in a few steps per car. Literal statuses, so that
  // SQLite and PostgreSQL match it against the same literals in the query.
  await db.schema
    .createIndex('bookings_active_car_return')
    .on('bookings')
    .columns(['car_id', 'return_at', 'pickup_at'])
    .where(sql.ref('status'), 'in', [sql.lit('Pending'), sql.lit('Confirmed')])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_active_car_return').execute();
  await db.schema.dropTable('maintenance_blocks').execute();
  await db.schema.dropIndex('cars_branch').execute();
  await db.schema.alterTable('cars').dropColumn('branch').execute();
}

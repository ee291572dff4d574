import { PostgresAdapter, sql, type Kysely } from 'kysely';

// docs/product.md#customers: a renter may be blocked (with the reason and who did it), the staff
// keep notes on a renter, and the directory's search by the beginning of a name or a mobile stays
// quick at 100,000 renters. Frozen once released.

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('customers').addColumn('blocked_at', 'text').execute();
  await db.schema.alterTable('customers').addColumn('blocked_reason', 'text').execute();
  // The admin account that blocked the renter.
  await db.schema.alterTable('customers').addColumn('blocked_by', 'text').execute();

  // The search compares in byte order, as a range (name >= 'asha' and < 'ashb'), so one B-tree
  // answers it and orders the page. PostgreSQL's default collation may order by language rules,
  // under which such a range is not the set of names starting with the prefix: "C" is byte order.
  // SQLite's default (BINARY) already is, and its unique index on mobile serves the mobile range.
  const byteOrder = isPostgres ? sql` collate "C"` : sql``;
  await sql`create index customers_name_search on customers ((lower(name)${byteOrder}), id)`.execute(
    db,
  );
  if (isPostgres) {
    await sql`create index customers_mobile_search on customers (mobile collate "C")`.execute(db);
  }

  await db.schema
    .createTable('customer_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    // The admin account (owner or staff) that wrote it.
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_notes_customer')
    .on('customer_notes')
    .columns(['customer_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_notes').execute();
  await db.schema.dropIndex('customers_mobile_search').ifExists().execute();
  await db.schema.dropIndex('customers_name_search').execute();
  await db.schema.alterTable('customers').dropColumn('blocked_by').execute();
  await db.schema.alterTable('customers').dropColumn('blocked_reason').execute();
  await db.schema.alterTable('customers').dropColumn('blocked_at').execute();
}

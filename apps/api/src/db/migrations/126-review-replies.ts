import type { Kysely } from 'kysely';

// docs/product.md#reviews: the business replies once to a review (the owner, or staff of the
// booking's branch) and may edit that reply; the public site shows it under the review. Nullable
// columns only, so the previous release keeps reading and writing reviews.

const COLUMNS = ['reply_text', 'reply_by', 'replied_at', 'reply_edited_at'];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column a statement: SQLite adds no more at a time.
  for (const column of COLUMNS) {
    await db.schema.alterTable('reviews').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) {
    await db.schema.alterTable('reviews').dropColumn(column).execute();
  }
}

import type { Db } from '../../db/database';
import type { TermsVersionsTable } from '../../db/schema';

// The SQL of the owner-written terms (docs/product.md#rental-agreement); the versions themselves
// are read and added through agreements.repository.ts.

/** Who saved this version, when the owner wrote it; undefined when built from the rules. */
export async function termsAuthor(db: Db, version: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('terms_version_authors')
    .select('published_by')
    .where('version', '=', version)
    .executeTakeFirst();
  return row?.published_by;
}

/**
 * Adds the owner's version and its author together; false when another save took the number
 * first (the caller reads the newest again and tries the next).
 */
export async function insertOwnerTerms(
  db: Db,
  row: TermsVersionsTable,
  publishedBy: string,
): Promise<boolean> {
  const added = await db
    .insertInto('terms_versions')
    .values(row)
    .onConflict((oc) => oc.column('version').doNothing())
    .executeTakeFirst();
  if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await db
    .insertInto('terms_version_authors')
    .values({ version: row.version, published_by: publishedBy })
    .execute();
  return true;
}

/** Every version, newest first, with who saved it (null when built from the rules). */
export function termsVersions(db: Db) {
  return db
    .selectFrom('terms_versions as t')
    .leftJoin('terms_version_authors as a', 'a.version', 't.version')
    .leftJoin('admins as who', 'who.id', 'a.published_by')
    .select(['t.version', 't.sha256', 't.published_at', 'a.published_by', 'who.name as author'])
    .orderBy('t.version', 'desc')
    .execute();
}

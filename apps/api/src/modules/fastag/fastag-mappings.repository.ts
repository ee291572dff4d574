import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { FastagMappingsTable } from '../../db/schema';

// All SQL of the banks' saved column mappings (docs/product.md#fastag-statements).

export type FastagMappingRow = Selectable<FastagMappingsTable>;

/** Every bank's mapping (or the one of `id`) by name, with who saved it. */
export function listMappings(db: Db, id?: string) {
  let query = db
    .selectFrom('fastag_mappings')
    .leftJoin('admins', 'admins.id', 'fastag_mappings.saved_by')
    .selectAll('fastag_mappings')
    .select(['admins.name as saved_by_name', 'admins.email as saved_by_email']);
  if (id) query = query.where('fastag_mappings.id', '=', id);
  return query.orderBy('fastag_mappings.bank_key').execute();
}

export function findMapping(db: Db, id: string): Promise<FastagMappingRow | undefined> {
  return db.selectFrom('fastag_mappings').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMappingOfBank(db: Db, bankKey: string): Promise<FastagMappingRow | undefined> {
  return db
    .selectFrom('fastag_mappings')
    .selectAll()
    .where('bank_key', '=', bankKey)
    .executeTakeFirst();
}

/**
 * Adds the bank's mapping unless one exists; false when it does. On PostgreSQL a simultaneous
 * insert of the same bank waits for the other to end, so this never fails on the unique key.
 */
export async function insertMappingIfNew(
  db: Db,
  row: Insertable<FastagMappingsTable>,
): Promise<boolean> {
  const result = await db
    .insertInto('fastag_mappings')
    .values(row)
    .onConflict((oc) => oc.column('bank_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function updateMapping(
  db: Db,
  id: string,
  patch: Updateable<FastagMappingsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('fastag_mappings')
    .set(patch)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteMapping(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('fastag_mappings').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

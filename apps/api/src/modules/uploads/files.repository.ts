import type { Db } from '../../db/database';
import type { FilesTable } from '../../db/schema';

export type FileRow = FilesTable;

export async function insertFile(db: Db, row: FileRow): Promise<void> {
  // A key is generated fresh for every upload; a second insert of one (an import run by two
  // processes at once) keeps the first.
  await db
    .insertInto('files')
    .values(row)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function findFile(db: Db, key: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function deleteFile(db: Db, key: string): Promise<void> {
  await db.deleteFrom('files').where('key', '=', key).execute();
}

export async function listFileKeys(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('files').select('key').orderBy('key').execute();
  return rows.map((row) => row.key);
}

import type { Db } from '../../db/database';

/**
 * Stores `value` under `name` unless a value is already there, and answers the stored one: two
 * processes starting at once both end up with the first writer's value.
 */
export async function insertSettingIfAbsent(
  db: Db,
  name: string,
  value: string,
  now: string,
): Promise<string> {
  await db
    .insertInto('settings')
    .values({ name, value, created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

export async function readSetting(db: Db, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}

/** Stores `value` under `name`, replacing the one there. */
export async function writeSetting(db: Db, name: string, value: string, now: string) {
  await db
    .insertInto('settings')
    .values({ name, value, created_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
    .execute();
}

import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { AdminsTable } from '../../db/schema';

// All SQL of the admin accounts. Each function takes the database or a transaction.

export type AdminRow = Selectable<AdminsTable>;

export function findAdminByEmail(db: Db, email: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findAdminById(db: Db, id: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The admin's e-mail, which the bookings' history and the blocks record as who did it. */
export async function findAdminEmail(db: Db, adminId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('admins')
    .select('email')
    .where('id', '=', adminId)
    .executeTakeFirst();
  return row?.email;
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Creates the admin unless one with this e-mail exists; says whether it did. */
export async function insertAdminIfAbsent(
  db: Db,
  admin: Insertable<AdminsTable>,
): Promise<boolean> {
  const result = await db
    .insertInto('admins')
    .values(admin)
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Sets a new password and ends the sessions signed with the old one. */
export async function setAdminPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('admins')
    .set({ password_hash: passwordHash, token_version: sql<number>`token_version + 1` })
    .where('id', '=', id)
    .execute();
}

export async function enableAdmin(db: Db, id: string): Promise<void> {
  await db.updateTable('admins').set({ disabled_at: null }).where('id', '=', id).execute();
}

/** Disables every other owner account and ends its sessions; answers how many. */
export async function disableOwnersOtherThan(db: Db, email: string, now: string): Promise<number> {
  const result = await db
    .updateTable('admins')
    .set({ disabled_at: now, token_version: sql<number>`token_version + 1` })
    .where('email', '<>', email)
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Makes the account the owner (every branch), ending its sessions as staff. */
export async function makeOwner(db: Db, id: string): Promise<void> {
  await db
    .updateTable('admins')
    .set({ role: 'owner', branch: null, token_version: sql<number>`token_version + 1` })
    .where('id', '=', id)
    .execute();
}

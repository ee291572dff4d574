import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { AdminInvitesTable, AdminsTable } from '../../db/schema';

// All SQL of the staff accounts and their set-password links (docs/product.md#back-office).

export type AdminRow = Selectable<AdminsTable>;

export function listAdmins(db: Db): Promise<AdminRow[]> {
  return db
    .selectFrom('admins')
    .selectAll()
    .orderBy('role')
    .orderBy('name')
    .orderBy('email')
    .execute();
}

export function findAdmin(db: Db, id: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('admins')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** Creates the account; false when the e-mail was taken meanwhile. */
export async function insertStaff(db: Db, row: Insertable<AdminsTable>): Promise<boolean> {
  const result = await db
    .insertInto('admins')
    .values(row)
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function updateStaff(
  db: Db,
  id: string,
  change: { name?: string; branch?: string },
): Promise<void> {
  await db.updateTable('admins').set(change).where('id', '=', id).execute();
}

/** Disables the account and ends its sessions at once (the token version moves on). */
export async function disableStaff(db: Db, id: string, now: string): Promise<void> {
  await db
    .updateTable('admins')
    .set({ disabled_at: now, token_version: sql<number>`token_version + 1` })
    .where('id', '=', id)
    .execute();
}

/**
 * Ends the sessions of every account but `keepId` that has no two-factor sign-in (when it
 * becomes required); answers how many.
 */
export async function endSessionsWithoutTwoFactor(db: Db, keepId: string): Promise<number> {
  const result = await db
    .updateTable('admins')
    .set({ token_version: sql<number>`token_version + 1` })
    .where('totp_enabled_at', 'is', null)
    .where('id', '!=', keepId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function enableStaff(db: Db, id: string): Promise<void> {
  await db.updateTable('admins').set({ disabled_at: null }).where('id', '=', id).execute();
}

/** Ends the account's unused links (a new one replaces them). */
export async function retireInvites(db: Db, adminId: string, now: string): Promise<void> {
  await db
    .updateTable('admin_invites')
    .set({ used_at: now })
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertInvite(db: Db, row: Insertable<AdminInvitesTable>): Promise<void> {
  await db.insertInto('admin_invites').values(row).execute();
}

/**
 * Uses the link whose token hashes to `tokenHash` if it is unused and unexpired; answers its
 * account's id. The update is the check, so two requests with one link cannot both pass.
 */
export async function claimInvite(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<string | undefined> {
  const row = await db
    .updateTable('admin_invites')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('admin_id')
    .executeTakeFirst();
  return row?.admin_id;
}

/** Sets the password and ends any session signed before. */
export async function setPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('admins')
    .set({ password_hash: passwordHash, token_version: sql<number>`token_version + 1` })
    .where('id', '=', id)
    .execute();
}

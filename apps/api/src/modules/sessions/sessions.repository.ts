import { sql } from 'kysely';
import type { Db } from '../../db/database';

// All SQL of sessions: each account's token version (migration 003). A token carries the version
// it was signed with; bumping the version ends every session signed before.

/** The account's kind, as a token's role names it. */
type AccountKind = 'customer' | 'admin';

export interface SessionState {
  tokenVersion: number;
  /** False for an admin account that ADMIN_EMAIL no longer names. */
  active: boolean;
}

export async function findSessionState(
  db: Db,
  role: AccountKind,
  id: string,
): Promise<SessionState | undefined> {
  if (role === 'customer') {
    const row = await db
      .selectFrom('customers')
      .select('token_version')
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { tokenVersion: Number(row.token_version), active: true };
  }
  const row = await db
    .selectFrom('admins')
    .select(['token_version', 'disabled_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { tokenVersion: Number(row.token_version), active: row.disabled_at === null };
}

/** Ends every session of the account. */
export async function bumpTokenVersion(db: Db, role: AccountKind, id: string): Promise<void> {
  const next = sql<number>`token_version + 1`;
  if (role === 'customer') {
    await db.updateTable('customers').set({ token_version: next }).where('id', '=', id).execute();
  } else {
    await db.updateTable('admins').set({ token_version: next }).where('id', '=', id).execute();
  }
}

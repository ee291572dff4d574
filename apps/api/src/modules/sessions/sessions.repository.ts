import { sql } from 'kysely';
import type { StaffRole } from '@rental/shared/staff';
import type { Db } from '../../db/database';

// All SQL of sessions: each account's token version (migration 003). A token carries the version
// it was signed with; bumping the version ends every session signed before.

export interface StaffAccess {
  role: StaffRole;
  /** The branch whose cars a staff member handles; null for the owner (every branch). */
  branch: string | null;
}

/** The account's kind, as a token's role names it. */
type AccountKind = 'customer' | 'admin';

export interface SessionState {
  tokenVersion: number;
  /** False for a disabled admin account (a staff member or an earlier ADMIN_EMAIL's). */
  active: boolean;
  /** An admin account's role and branch (null for the owner); absent for a customer. */
  staff?: StaffAccess;
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
    .select(['token_version', 'disabled_at', 'role', 'branch'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      tokenVersion: Number(row.token_version),
      active: row.disabled_at === null,
      staff: { role: row.role as StaffRole, branch: row.role === 'owner' ? null : row.branch },
    }
  );
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

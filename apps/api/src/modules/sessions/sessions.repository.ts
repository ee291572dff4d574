import { sql } from 'kysely';
import type { StaffRole } from '@rental/shared/staff';
import type { Db } from '../../db/database';

// All SQL of sessions: each account's token version (migration 003). A token carries the version
// it was signed with; bumping the version ends every session signed before. The devices an
// account signed in on (migration 140) count while that version is current.

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

/** Ends every session of the account, and its devices stop counting as known. */
export async function bumpTokenVersion(db: Db, role: AccountKind, id: string): Promise<void> {
  const next = sql<number>`token_version + 1`;
  if (role === 'customer') {
    await db.updateTable('customers').set({ token_version: next }).where('id', '=', id).execute();
  } else {
    await db.updateTable('admins').set({ token_version: next }).where('id', '=', id).execute();
  }
  await db
    .deleteFrom('known_devices')
    .where('account_kind', '=', role)
    .where('account_id', '=', id)
    .execute();
}

/** A device an account signed in on (migration 140). */
export interface KnownDevice {
  id: string;
  kind: AccountKind;
  accountId: string;
  tokenVersion: number;
  createdAt: string;
  expiresAt: string;
}

export async function insertKnownDevice(db: Db, device: KnownDevice): Promise<void> {
  await db
    .insertInto('known_devices')
    .values({
      id: device.id,
      account_kind: device.kind,
      account_id: device.accountId,
      token_version: device.tokenVersion,
      created_at: device.createdAt,
      expires_at: device.expiresAt,
    })
    .execute();
}

/** The keys a rate limit knows the device's account by, while the device still counts. */
export async function findKnownDeviceAccount(
  db: Db,
  id: string,
  now: string,
): Promise<string[] | undefined> {
  const device = await db
    .selectFrom('known_devices')
    .select(['account_kind', 'account_id', 'token_version'])
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!device) return undefined;
  const version = Number(device.token_version);
  if (device.account_kind === 'customer') {
    const row = await db
      .selectFrom('customers')
      .select('mobile')
      .where('id', '=', device.account_id)
      .where('token_version', '=', version)
      .executeTakeFirst();
    return row && [`customer:${device.account_id}`, row.mobile];
  }
  const row = await db
    .selectFrom('admins')
    .select('email')
    .where('id', '=', device.account_id)
    .where('token_version', '=', version)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row && [`admin:${device.account_id}`, row.email];
}

/** Forgets the account's ended devices (expired, or of an earlier token version). */
export async function deleteEndedDevices(
  db: Db,
  kind: AccountKind,
  accountId: string,
  version: number,
  now: string,
): Promise<void> {
  await db
    .deleteFrom('known_devices')
    .where('account_kind', '=', kind)
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('token_version', '<>', version)]))
    .execute();
}

/** Deletes every device that no longer counts: expired, or of an account's earlier version. */
export async function deleteEndedDevicesEverywhere(db: Db, now: string): Promise<number> {
  const result = await db
    .deleteFrom('known_devices')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now),
        eb.and([
          eb('account_kind', '=', 'customer'),
          eb.not(
            eb.exists(
              eb
                .selectFrom('customers')
                .select('customers.id')
                .whereRef('customers.id', '=', 'known_devices.account_id')
                .whereRef('customers.token_version', '=', 'known_devices.token_version'),
            ),
          ),
        ]),
        eb.and([
          eb('account_kind', '=', 'admin'),
          eb.not(
            eb.exists(
              eb
                .selectFrom('admins')
                .select('admins.id')
                .whereRef('admins.id', '=', 'known_devices.account_id')
                .whereRef('admins.token_version', '=', 'known_devices.token_version'),
            ),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

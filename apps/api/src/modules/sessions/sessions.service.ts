import { randomBytes } from 'node:crypto';
import { KNOWN_DEVICE_DAYS } from '@rental/shared/constants';
import type { Deps } from '../../deps';
import type { AuthUser } from '../../auth-user';
import {
  bumpTokenVersion,
  deleteEndedDevices,
  deleteEndedDevicesEverywhere,
  findKnownDeviceAccount,
  findSessionState,
  insertKnownDevice,
  type SessionState,
} from './sessions.repository';

// docs/product.md#security: a token is good while its account's token version is the one it was
// signed with (and, for an admin, while ADMIN_EMAIL still names the account).

export function sessionState(
  deps: Pick<Deps, 'db'>,
  user: AuthUser,
): Promise<SessionState | undefined> {
  return findSessionState(deps.db, user.role, user.id);
}

/** Every token of the account stops working, the one making the call included. */
export async function endSessions(deps: Pick<Deps, 'db'>, user: AuthUser): Promise<void> {
  await bumpTokenVersion(deps.db, user.role, user.id);
}

/**
 * docs/product.md#security: remembers the device the account just signed in on, for as long as
 * its device cookie lasts; answers the device's id. Ended devices of the account are forgotten.
 */
export async function rememberDevice(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: AuthUser,
): Promise<string> {
  const now = deps.clock();
  const state = await sessionState(deps, user);
  const tokenVersion = state?.tokenVersion ?? 0;
  await deleteEndedDevices(deps.db, user.role, user.id, tokenVersion, now.toISOString());
  const id = randomBytes(24).toString('base64url');
  await insertKnownDevice(deps.db, {
    id,
    kind: user.role,
    accountId: user.id,
    tokenVersion,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + KNOWN_DEVICE_DAYS * 86_400_000).toISOString(),
  });
  return id;
}

/**
 * The rate-limit keys of the account the device belongs to (`customer:<id>` and the mobile, or
 * `admin:<id>` and the e-mail); undefined once it expired or the account's sessions ended.
 */
export function knownDeviceAccount(
  deps: Pick<Deps, 'db' | 'clock'>,
  deviceId: string,
): Promise<string[] | undefined> {
  return findKnownDeviceAccount(deps.db, deviceId, deps.clock().toISOString());
}

/** The clean-up of devices that no longer count (docs/product.md#security); safe to run twice. */
export function forgetEndedDevices(deps: Pick<Deps, 'db' | 'clock'>): Promise<number> {
  return deleteEndedDevicesEverywhere(deps.db, deps.clock().toISOString());
}

import type { Db } from '../../db/database';

// All SQL of two-factor sign-in (migration 011): the TOTP secret, the last time step used and
// the recovery codes' hashes.

/** Keeps a new secret while set-up is under way; refused once two-factor is on. */
export async function setPendingSecret(db: Db, adminId: string, secret: string): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ totp_secret: secret, totp_last_step: null })
    .where('id', '=', adminId)
    .where('totp_enabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function enableTotp(db: Db, adminId: string, now: string): Promise<void> {
  await db.updateTable('admins').set({ totp_enabled_at: now }).where('id', '=', adminId).execute();
}

/** Records `step` as used unless it or a later one was; false when the code was used already. */
export async function acceptStep(db: Db, adminId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ totp_last_step: step })
    .where('id', '=', adminId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Two-factor off: the secret, the last step and the recovery codes gone. */
export async function clearTwoFactor(db: Db, adminId: string): Promise<void> {
  await db
    .updateTable('admins')
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', adminId)
    .execute();
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
}

export async function replaceRecoveryCodes(
  db: Db,
  adminId: string,
  rows: { id: string; code_hash: string }[],
): Promise<void> {
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await db
    .insertInto('admin_recovery_codes')
    .values(rows.map((r) => ({ ...r, admin_id: adminId, used_at: null })))
    .execute();
}

/** Uses the code if it is the account's and unused; the update is the check. */
export async function useRecoveryCode(
  db: Db,
  adminId: string,
  codeHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: now })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

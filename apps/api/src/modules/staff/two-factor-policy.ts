import { ERROR_CODES } from '@rental/shared/api-error';
import { STAFF_MESSAGES, type TwoFactorPolicy } from '@rental/shared/staff';
import type { Deps } from '../../deps';
import { ConflictError } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import { setTwoFactorRequired, twoFactorRequired } from '../settings/settings.service';
import * as repo from './staff.repository';

// docs/product.md#back-office: the owner's rule that every account signs in with two-factor.

export async function twoFactorPolicy(deps: Pick<Deps, 'db'>): Promise<TwoFactorPolicy> {
  return { requireTwoFactor: await twoFactorRequired(deps) };
}

/**
 * PUT /api/admin/security: the owner requires (or stops requiring) two-factor sign-in, once their
 * own is on. Requiring it ends the open sessions of the other accounts without it, so nobody
 * carries on without it until their session runs out; those staff then need a new welcome link.
 */
export async function setTwoFactorPolicy(
  deps: Pick<Deps, 'db' | 'clock'>,
  actorId: string,
  policy: TwoFactorPolicy,
): Promise<TwoFactorPolicy> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await twoFactorRequired({ db: trx });
    if (before === policy.requireTwoFactor) return;
    // Required before the owner has it would leave the owner the one account a stolen
    // password could still enrol.
    const owner = await repo.findAdmin(trx, actorId);
    if (policy.requireTwoFactor && !owner?.totp_enabled_at) {
      throw new ConflictError(ERROR_CODES.twoFactorOwnerFirst, STAFF_MESSAGES.ownerFirst);
    }
    await setTwoFactorRequired({ db: trx, clock: deps.clock }, policy.requireTwoFactor);
    if (policy.requireTwoFactor) await repo.endSessionsWithoutTwoFactor(trx, actorId);
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId,
        action: 'settings.two_factor_policy',
        entity: 'settings',
        entityId: 'require_two_factor',
        before: { requireTwoFactor: before },
        after: { requireTwoFactor: policy.requireTwoFactor },
      },
    );
  });
  return policy;
}

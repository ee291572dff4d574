import { verify } from '@node-rs/argon2';
import { Secret } from 'otpauth';
import { ADMIN_ACCOUNT_MESSAGES } from '@rental/shared/admin';
import { ERROR_CODES } from '@rental/shared/api-error';
import { STAFF_MESSAGES, type TwoFactorEnabled, type TwoFactorSetup } from '@rental/shared/staff';
import type { Deps } from '../../deps';
import { AppError, ConflictError, UnauthorizedError } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import { twoFactorRequired } from '../settings/settings.service';
import { findAdmin, type AdminRow } from './staff.repository';
import { readChallenge, type SessionDeps } from './two-factor-challenge';
import {
  matchingStep,
  replaceRecoveryCodes,
  takeCode,
  totpOf,
  wrongCode,
} from './two-factor-codes';
import * as repo from './two-factor.repository';
import { sessionFor } from './two-factor.service';

// Turning two-factor on, and one's own off (docs/product.md#back-office). While the owner
// requires two-factor, a staff account without it is enrolled only from its one-time welcome
// link (whoever holds a stolen password must not be the one who sets it up); the owner, who has
// no link, enrols from a signed-in session with the password typed again.

/** A new secret for the account, kept pending until a code confirms it. */
async function startSetup(deps: Pick<Deps, 'db'>, admin: AdminRow): Promise<TwoFactorSetup> {
  const secret = new Secret({ size: 20 }).base32;
  if (!(await repo.setPendingSecret(deps.db, admin.id, secret))) {
    throw new ConflictError(ERROR_CODES.twoFactorInvalid, STAFF_MESSAGES.alreadyOn);
  }
  return { uri: totpOf(secret, admin.email).toString(), secret };
}

/** Turns two-factor on with a first right code, and gives the recovery codes, once. */
async function confirmSetup(
  deps: Pick<Deps, 'db' | 'clock'>,
  adminId: string,
  code: string,
): Promise<string[]> {
  return deps.db.transaction().execute(async (trx) => {
    const admin = await findAdmin(trx, adminId);
    if (!admin?.totp_secret)
      throw new ConflictError(ERROR_CODES.twoFactorInvalid, STAFF_MESSAGES.noSetup);
    if (admin.totp_enabled_at) {
      throw new ConflictError(ERROR_CODES.twoFactorInvalid, STAFF_MESSAGES.alreadyOn);
    }
    const step = matchingStep(admin.totp_secret, code, deps.clock());
    if (step === null || !(await repo.acceptStep(trx, admin.id, step))) {
      throw wrongCode();
    }
    const now = deps.clock().toISOString();
    await repo.enableTotp(trx, admin.id, now);
    const codes = await replaceRecoveryCodes(trx, admin.id);
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId: admin.id,
        action: 'staff.two_factor_on',
        entity: 'admin',
        entityId: admin.id,
        before: { twoFactor: false },
        after: { twoFactor: true },
      },
    );
    return codes;
  });
}

/**
 * POST /api/admin/me/two-factor: set-up by a signed-in admin, who types the password again so
 * that a session left open on a shared screen cannot enrol someone else's phone.
 */
export async function startOwnSetup(deps: Pick<Deps, 'db'>, adminId: string, password: string) {
  const admin = await findAdmin(deps.db, adminId);
  if (!admin) throw expiredSession();
  if (!(await verify(admin.password_hash, password).catch(() => false))) {
    const message = ADMIN_ACCOUNT_MESSAGES.wrongPassword;
    throw new AppError(400, ERROR_CODES.invalidCredentials, message, { password: message });
  }
  return startSetup(deps, admin);
}

const expiredSession = () => new UnauthorizedError('Your session has ended. Please sign in again.');

/** POST /api/admin/me/two-factor/confirm. */
export async function confirmOwnSetup(
  deps: Pick<Deps, 'db' | 'clock'>,
  adminId: string,
  code: string,
): Promise<TwoFactorEnabled> {
  return { recoveryCodes: await confirmSetup(deps, adminId, code) };
}

/**
 * POST /api/admin/me/two-factor/off: an admin turns their own two-factor off with a code of it
 * (the app's or a recovery code), e.g. to move it to a new phone. Their session stays; when the
 * owner requires two-factor, their next sign-in leads them to set it up again.
 */
export async function turnOffOwn(
  deps: Pick<Deps, 'db' | 'clock'>,
  adminId: string,
  code: string,
): Promise<{ message: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const admin = await findAdmin(trx, adminId);
    if (!admin) throw expiredSession();
    if (!admin.totp_enabled_at) {
      throw new ConflictError(ERROR_CODES.twoFactorInvalid, STAFF_MESSAGES.notOn);
    }
    // Off while required would leave staff needing a new link, and the owner no way back in.
    if (await twoFactorRequired({ db: trx })) {
      throw new ConflictError(ERROR_CODES.twoFactorRequired, STAFF_MESSAGES.requiredStaysOn);
    }
    if (!(await takeCode({ db: trx, clock: deps.clock }, admin, code))) {
      throw wrongCode();
    }
    await repo.clearTwoFactor(trx, admin.id);
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId: admin.id,
        action: 'staff.two_factor_off',
        entity: 'admin',
        entityId: admin.id,
        before: { twoFactor: true },
        after: { twoFactor: false },
      },
    );
    return { message: STAFF_MESSAGES.turnedOff };
  });
}

/** POST /api/auth/two-factor/setup: set-up with the challenge of a welcome link. */
export async function startSetupAtSignIn(deps: SessionDeps, challenge: string) {
  return startSetup(deps, await readChallenge(deps, challenge, 'setup'));
}

/** POST /api/auth/two-factor/confirm: the codes, and the session the sign-in was waiting for. */
export async function confirmSetupAtSignIn(
  deps: SessionDeps,
  challenge: string,
  code: string,
): Promise<TwoFactorEnabled> {
  const admin = await readChallenge(deps, challenge, 'setup');
  const recoveryCodes = await confirmSetup(deps, admin.id, code);
  return { recoveryCodes, token: (await sessionFor(deps, admin)).token };
}

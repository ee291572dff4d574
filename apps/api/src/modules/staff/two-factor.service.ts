import type { AdminLoginAnswer, AdminSession } from '@rental/shared/admin';
import { ERROR_CODES } from '@rental/shared/api-error';
import { MESSAGES } from '@rental/shared/messages';
import { STAFF_MESSAGES } from '@rental/shared/staff';
import type { Deps } from '../../deps';
import { AppError, UnauthorizedError } from '../../errors';
import { twoFactorRequired } from '../settings/settings.service';
import type { AdminRow } from './staff.repository';
import { challengeFor, readChallenge, type SessionDeps } from './two-factor-challenge';
import { takeCode } from './two-factor-codes';

// docs/product.md#back-office and docs/decisions/018-staff-roles-and-two-factor.md: sign-in
// with a time-based code or a single-use recovery code (two-factor-codes.ts). The password step
// answers a short-lived challenge (two-factor-challenge.ts), not a session; the session comes
// only after the code. Setting two-factor up, and turning it off, is in two-factor-setup.ts.

/** The session for an admin who passed every step. */
export async function sessionFor(
  deps: Pick<Deps, 'tokens'>,
  admin: Pick<AdminRow, 'id' | 'email'>,
): Promise<AdminSession> {
  const token = await deps.tokens.sign({ role: 'admin', id: admin.id });
  return { message: MESSAGES.loginSuccess, token, admin: { _id: admin.id, email: admin.email } };
}

/** After the right password: the session, or the second step the account must take. */
export async function afterPassword(deps: SessionDeps, admin: AdminRow): Promise<AdminLoginAnswer> {
  if (admin.totp_enabled_at) {
    return {
      message: STAFF_MESSAGES.codeNeeded,
      twoFactor: 'code',
      challenge: await challengeFor(deps, admin, 'code'),
    };
  }
  if (admin.role !== 'owner' && (await twoFactorRequired(deps))) {
    throw new AppError(403, ERROR_CODES.twoFactorByLink, STAFF_MESSAGES.enrolByLink);
  }
  return sessionFor(deps, admin);
}

/** POST /api/auth/login/two-factor: the challenge and a code give the session. */
export async function signInWithCode(
  deps: SessionDeps,
  input: { challenge: string; code: string },
): Promise<AdminSession> {
  const admin = await readChallenge(deps, input.challenge, 'code');
  if (!admin.totp_enabled_at || !(await takeCode(deps, admin, input.code))) {
    throw new UnauthorizedError(STAFF_MESSAGES.codeWrong, ERROR_CODES.twoFactorInvalid);
  }
  return sessionFor(deps, admin);
}

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { ERROR_CODES } from '@rental/shared/api-error';
import { BRAND_NAME } from '@rental/shared/business';
import { RECOVERY_CODE_COUNT, STAFF_MESSAGES } from '@rental/shared/staff';
import type { Db, Deps } from '../../deps';
import { AppError } from '../../errors';
import type { AdminRow } from './staff.repository';
import * as repo from './two-factor.repository';

// The codes of two-factor sign-in (docs/decisions/018-staff-roles-and-two-factor.md): a
// time-based code (RFC 6238, 30-second steps, one step of drift either way), each step taken
// once, or a single-use recovery code, kept only as a hash.

const PERIOD_SECONDS = 30;

export function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: BRAND_NAME,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
/** Recovery codes are read without case, spaces or dashes. */
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** The time step a 6-digit code is right for, or null. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** A code that is not the app's current one nor an unused recovery code, on the form's field. */
export const wrongCode = () =>
  new AppError(400, ERROR_CODES.twoFactorInvalid, STAFF_MESSAGES.codeWrong, {
    code: STAFF_MESSAGES.codeWrong,
  });

/** Takes a code of the account: a TOTP code once per time step, a recovery code once ever. */
export async function takeCode(deps: Pick<Deps, 'db' | 'clock'>, admin: AdminRow, code: string) {
  const now = deps.clock();
  if (/^\d{6}$/.test(code)) {
    const step = admin.totp_secret ? matchingStep(admin.totp_secret, code, now) : null;
    return step !== null && (await repo.acceptStep(deps.db, admin.id, step));
  }
  return repo.useRecoveryCode(
    deps.db,
    admin.id,
    hashCode(normaliseRecovery(code)),
    now.toISOString(),
  );
}

/** New recovery codes for the account, the earlier ones gone; the plain codes are shown once. */
export async function replaceRecoveryCodes(db: Db, adminId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const hex = randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
  await repo.replaceRecoveryCodes(
    db,
    adminId,
    codes.map((c) => ({ id: randomUUID(), code_hash: hashCode(normaliseRecovery(c)) })),
  );
  return codes;
}

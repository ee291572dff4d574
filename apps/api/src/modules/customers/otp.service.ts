import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@rental/shared/api-error';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_MS, OTP_TTL_MS } from '@rental/shared/constants';
import type { Deps } from '../../deps';
import { AppError, TooManyRequestsError } from '../../errors';
import {
  claimOtpAttempt,
  findOtp,
  storeOtpUnlessRecent,
  type OtpPurpose,
} from './customers.repository';

// docs/product.md#accounts: 6 digits, stored hashed, valid 10 minutes, at most 5 wrong tries, a new
// one no sooner than 60 s after the last. The rows live in the database so several API processes
// share them.

/** Stored instead of a hash when no code was sent: nothing a person types can match it. */
const UNSENT_CODE = 'unsent';

export interface IssuedOtp {
  code: string;
  codeHash: string;
}

type OtpDeps = Pick<Deps, 'db' | 'secrets' | 'clock'>;

function otpHash(secret: string, mobile: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${mobile}:${code}`).digest('hex');
}

/** Creates a code (or, with send=false, a placeholder that keeps the same resend clock). */
export async function issueOtp(
  deps: OtpDeps,
  mobile: string,
  purpose: OtpPurpose,
  send = true,
): Promise<IssuedOtp> {
  const now = deps.clock().getTime();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const codeHash = send ? otpHash(deps.secrets.otp, mobile, purpose, code) : UNSENT_CODE;
  const stored = await storeOtpUnlessRecent(
    deps.db,
    {
      mobile,
      purpose,
      code_hash: codeHash,
      attempts: 0,
      expires_at: new Date(now + OTP_TTL_MS).toISOString(),
      created_at: new Date(now).toISOString(),
    },
    new Date(now - OTP_RESEND_MS).toISOString(),
  );
  if (!stored) {
    const last = await findOtp(deps.db, mobile, purpose);
    const lastAt = last ? Date.parse(last.created_at) : now;
    const wait = Math.max(1, Math.ceil((lastAt + OTP_RESEND_MS - now) / 1000));
    throw new TooManyRequestsError(
      `Please wait ${wait} seconds before asking for a new OTP.`,
      ERROR_CODES.otpTooSoon,
    );
  }
  return { code, codeHash };
}

/** Counts the try and returns the stored hash when the code is right; throws otherwise. */
export async function checkOtp(
  deps: OtpDeps,
  mobile: string,
  purpose: OtpPurpose,
  code: string,
): Promise<string> {
  const claimed = await claimOtpAttempt(
    deps.db,
    mobile,
    purpose,
    OTP_MAX_ATTEMPTS,
    deps.clock().toISOString(),
  );
  if (!claimed) {
    const row = await findOtp(deps.db, mobile, purpose);
    if (row && row.attempts >= OTP_MAX_ATTEMPTS) throw otpLocked();
    throw new AppError(
      400,
      ERROR_CODES.otpExpired,
      'This OTP has expired. Please request a new OTP.',
    );
  }
  const given = Buffer.from(otpHash(deps.secrets.otp, mobile, purpose, code));
  const stored = Buffer.from(claimed.code_hash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    if (claimed.attempts >= OTP_MAX_ATTEMPTS) throw otpLocked();
    throw new AppError(400, ERROR_CODES.otpInvalid, 'The OTP is incorrect.');
  }
  return claimed.code_hash;
}

function otpLocked(): AppError {
  return new AppError(
    400,
    ERROR_CODES.otpLocked,
    'Too many wrong attempts. Please request a new OTP.',
  );
}

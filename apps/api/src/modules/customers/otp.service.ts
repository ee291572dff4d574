import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@rental/shared/api-error';
import {
  OTP_DAILY_LIMIT,
  OTP_TEXTS_KEPT_FOR_KNOWN_DEVICE,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_MS,
  OTP_TTL_MS,
} from '@rental/shared/constants';
import { DAY_MS, KOLKATA_OFFSET_MS } from '@rental/shared/kolkata-time';
import { OTP_ELSEWHERE_LIMIT_MESSAGE } from '@rental/shared/messages';
import type { Deps } from '../../deps';
import { AppError, TooManyRequestsError } from '../../errors';
import {
  giveBackAttempt,
  takeAttempt,
  windowOf,
  type LimitRule,
} from '../rate-limits/rate-limits.service';
import {
  claimOtpAttempt,
  deleteExpiredOtps,
  deleteOtp,
  findOtp,
  storeOtpUnlessRecent,
  type OtpPurpose,
} from './customers.repository';

// docs/product.md#accounts: 6 digits, stored hashed, valid 10 minutes, a new one no sooner than
// 60 s after the last and at most OTP_DAILY_LIMIT a day per mobile; at most 5 wrong tries per code,
// and per mobile within 10 minutes across resends (counted with the rate limits, so a new code
// does not reset them). Everything lives in the database so several API processes share it.

/** Stored instead of a hash when no code was sent: nothing a person types can match it. */
const UNSENT_CODE = 'unsent';

export interface IssuedOtp {
  code: string;
  codeHash: string;
}

type OtpDeps = Pick<Deps, 'db' | 'secrets' | 'clock'>;

/** Texts per mobile per Kolkata day: windows start at Kolkata midnight. */
const DAILY_TEXTS: LimitRule = {
  bucket: 'otp:daily',
  max: OTP_DAILY_LIMIT,
  windowMs: DAY_MS,
  alignMs: -KOLKATA_OFFSET_MS,
};

/** The same day's count, of which a request from no known device may take only a part. */
const DAILY_TEXTS_FROM_ELSEWHERE: LimitRule = {
  ...DAILY_TEXTS,
  max: OTP_DAILY_LIMIT - OTP_TEXTS_KEPT_FOR_KNOWN_DEVICE,
};

/** Where the day of OTP texts that `now` falls in starts (the key of its one alert). */
export function dailyTextsWindowStart(mobile: string, now: Date): string {
  return windowOf(DAILY_TEXTS, mobile, now).windowStart;
}

const wrongGuesses = (purpose: OtpPurpose): LimitRule => ({
  bucket: `otp:guesses:${purpose}`,
  max: OTP_MAX_ATTEMPTS,
  windowMs: OTP_TTL_MS,
});

function otpHash(secret: string, mobile: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${mobile}:${code}`).digest('hex');
}

/**
 * Creates a code (or, with send=false, a placeholder that keeps the same resend clock). `trusted`
 * asks come from the renter's known device or from staff at the counter: they may use the texts
 * kept from strangers.
 */
export async function issueOtp(
  deps: OtpDeps,
  mobile: string,
  purpose: OtpPurpose,
  send = true,
  trusted = false,
): Promise<IssuedOtp> {
  const now = deps.clock().getTime();
  // Counted whether or not a text goes out, so forgot-password answers alike for any mobile. A
  // refusal rolls back with the caller's transaction, so refused asks never use up the day.
  const daily = await takeAttempt(deps, trusted ? DAILY_TEXTS : DAILY_TEXTS_FROM_ELSEWHERE, mobile);
  if (!daily.allowed) {
    throw new TooManyRequestsError(
      trusted
        ? `This mobile number has been sent ${OTP_DAILY_LIMIT} OTPs today, the most in one day. ` +
            'Please try again tomorrow.'
        : OTP_ELSEWHERE_LIMIT_MESSAGE,
      ERROR_CODES.otpDailyLimit,
    );
  }
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
    await giveBackAttempt(deps, daily.window);
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
  const guess = await takeAttempt(deps, wrongGuesses(purpose), mobile);
  if (!guess.allowed) throw otpLocked(guess.retryAfterSeconds);
  const claimed = await claimOtpAttempt(
    deps.db,
    mobile,
    purpose,
    OTP_MAX_ATTEMPTS,
    deps.clock().toISOString(),
  );
  if (!claimed) {
    const row = await findOtp(deps.db, mobile, purpose);
    if (row && row.attempts >= OTP_MAX_ATTEMPTS) throw otpLocked(guess.retryAfterSeconds);
    // No live code: nothing was guessed.
    await giveBackAttempt(deps, guess.window);
    throw new AppError(
      400,
      ERROR_CODES.otpExpired,
      'This OTP has expired. Please request a new OTP.',
    );
  }
  const given = Buffer.from(otpHash(deps.secrets.otp, mobile, purpose, code));
  const stored = Buffer.from(claimed.code_hash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    if (claimed.attempts >= OTP_MAX_ATTEMPTS) throw otpLocked(guess.retryAfterSeconds);
    throw new AppError(400, ERROR_CODES.otpInvalid, 'The OTP is incorrect.');
  }
  await giveBackAttempt(deps, guess.window);
  return claimed.code_hash;
}

function otpLocked(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    400,
    ERROR_CODES.otpLocked,
    `Too many wrong attempts. Please try again in ${minutes} minute(s).`,
  );
}

/** Uses the checked code up; false when another request used it first. */
export function consumeOtp(
  deps: Pick<Deps, 'db'>,
  mobile: string,
  purpose: OtpPurpose,
  codeHash: string,
): Promise<boolean> {
  return deleteOtp(deps.db, mobile, purpose, codeHash);
}

/**
 * docs/product.md#security: an expired code is no use to anyone (the resend clock and the guess
 * counts outlive it elsewhere), so its row is deleted; safe to run in two processes at once.
 */
export function purgeExpiredOtps(deps: Pick<Deps, 'db' | 'clock'>): Promise<number> {
  return deleteExpiredOtps(deps.db, deps.clock().toISOString());
}

import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { RATE_LIMIT_DAY_MS, RATE_LIMIT_WINDOW_MS, type RateLimits } from '@rental/shared/constants';
import type { Db } from '../db/database';
import { TooManyRequestsError } from '../errors';
import { addressKey } from '../lib/client-address';
import type { CounterWindow } from '../modules/rate-limits/rate-limits.repository';
import {
  alertAccountHolder,
  type AlertReason,
} from '../modules/security-alerts/security-alerts.service';
import {
  giveBackAttempt,
  sweepExpiredCounters,
  takeAttempt,
  type LimitRule,
} from '../modules/rate-limits/rate-limits.service';

// docs/product.md#security and docs/decisions/010-rate-limits-in-the-database.md: limits on
// sign-in, OTP and booking calls, counted in the database so that every process sees them and a
// restart keeps them. Per address every attempt counts; per account and address, and per account
// as a ceiling, only failures do, so a stranger's wrong passwords lock out only the stranger. A
// sign-in from the account's known device (plugins/known-devices.ts) has its own budget instead.

const SWEEP_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandlers to put on a route; they run after validation, so the body is parsed. */
    limiters: {
      signIn: preHandlerAsyncHookHandler[];
      otp: preHandlerAsyncHookHandler[];
      /** Asking for an OTP text: the OTP limits and a day's share per mobile and address. */
      otpSend: preHandlerAsyncHookHandler[];
      /** Codes of two-factor sign-in and set-up (the OTP limits). */
      twoFactor: preHandlerAsyncHookHandler[];
      /** A renter's document uploads, every attempt counted (docs/product.md#documents). */
      documentUpload: preHandlerAsyncHookHandler[];
      /**
       * The booking's counts, taken by the booking service inside its own transaction (one
       * commit per booking, docs/decisions/022-performance-close-to-the-limit.md).
       */
      booking: (request: FastifyRequest, reply: FastifyReply) => CountAttempt;
    };
  }
  interface FastifyRequest {
    /** Counted failures to give back if the request succeeds after all. */
    rateLimitFailures: CounterWindow[] | null;
    /** The account a request is about when neither a token nor the body names it. */
    rateLimitAccount: string | null;
    /** The account's known device the sign-in comes from (its cookie), if any. */
    knownDevice: string | undefined;
  }
}

type KeyOf = (request: FastifyRequest) => string | undefined;

/**
 * Counts a request's attempt in db (the caller's transaction, or the database when a rolled
 * back transaction took its counts back); throws TooManyRequestsError over a limit.
 */
export type CountAttempt = (db: Db) => Promise<void>;

/** The account a request is about: the signed-in user, else the mobile or e-mail it names. */
function accountOf(request: FastifyRequest): string | undefined {
  if (request.rateLimitAccount) return request.rateLimitAccount;
  if (request.user) return `${request.user.role}:${request.user.id}`;
  const body = (request.body ?? {}) as { mobile?: unknown; email?: unknown };
  const account = body.mobile ?? body.email;
  return typeof account === 'string' && account ? account : undefined;
}

const byAddress: KeyOf = (request) => addressKey(request.ip);
const byDevice: KeyOf = (request) => request.knownDevice;
const byAccount: KeyOf = accountOf;
const byAccountAndAddress: KeyOf = (request) => {
  const account = accountOf(request);
  return account && `${account}|${addressKey(request.ip)}`;
};

interface Check {
  rule: LimitRule;
  keyOf: KeyOf;
  /** The account's holder is told when this budget is first used up in a window. */
  alert?: AlertReason;
}

export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, opts: { rateLimits: RateLimits }) => {
    const limits = opts.rateLimits;
    const check = (
      bucket: string,
      max: number,
      keyOf: KeyOf,
      failuresOnly = false,
      windowMs = RATE_LIMIT_WINDOW_MS,
      alert?: AlertReason,
    ): Check => ({ rule: { bucket, max, windowMs, failuresOnly }, keyOf, alert });
    const DAY = RATE_LIMIT_DAY_MS;
    const TEN_MINUTES = RATE_LIMIT_WINDOW_MS;

    // The checks run in order and stop at the first refusal, so a refused request adds nothing
    // to the later counters: one address cannot push an account to its ceiling on its own.
    const count = async (db: Db, request: FastifyRequest, reply: FastifyReply, checks: Check[]) => {
      for (const { rule, keyOf, alert } of checks) {
        const key = keyOf(request);
        if (!key) continue;
        const attempt = await takeAttempt({ db, clock: app.clock }, rule, key);
        if (rule.failuresOnly) (request.rateLimitFailures ??= []).push(attempt.window);
        const account = alert && attempt.firstRefusal && accountOf(request);
        if (alert && account) {
          // Told once per window; a failed alert never turns the refusal into a 500.
          await alertAccountHolder(app, account, alert, attempt.window.windowStart).catch(
            (error: unknown) =>
              request.log.warn({ err: error }, 'could not queue a security alert'),
          );
        }
        if (!attempt.allowed) {
          reply.header('retry-after', String(attempt.retryAfterSeconds));
          const minutes = Math.max(1, Math.ceil(attempt.retryAfterSeconds / 60));
          throw new TooManyRequestsError(
            `Too many attempts. Please try again in ${minutes} minute(s).`,
          );
        }
      }
    };
    const guard = (...checks: Check[]): preHandlerAsyncHookHandler[] => [
      (request, reply) => count(app.db, request, reply, checks),
    ];
    const inTransaction =
      (...checks: Check[]) =>
      (request: FastifyRequest, reply: FastifyReply): CountAttempt =>
      (db) =>
        count(db, request, reply, checks);

    app.decorateRequest('rateLimitFailures', null);
    app.decorateRequest('rateLimitAccount', null);
    app.decorateRequest('knownDevice', undefined);
    // Every answer passes here: without failures to give back it goes on at once, with no
    // promise made (docs/decisions/022-performance-close-to-the-limit.md).
    app.addHook('onSend', (request, reply, payload, done) => {
      const failures = request.rateLimitFailures;
      if (!failures || reply.statusCode >= 400) return done(null, payload);
      Promise.all(failures.map((window) => giveBackAttempt(app, window))).then(
        () => done(null, payload),
        (error: unknown) => done(error as Error),
      );
    });

    const signInByAddress = [
      check('signin:ip', limits.signInPerIp, byAddress),
      check('signin:ip-day', limits.signInFailuresPerIpPerDay, byAddress, true, DAY),
    ];
    const signInChecks = [
      ...signInByAddress,
      check('signin:account-ip', limits.signInPerAccountAndIp, byAccountAndAddress, true),
      check('signin:account', limits.signInPerAccount, byAccount, true, TEN_MINUTES, 'sign-in'),
    ];
    // A device the account signed in on has a budget of its own instead of the account's, so
    // strangers reaching the account's ceiling never lock the holder out there; its own wrong
    // passwords still meet a small limit, so a stolen cookie is no endless oracle.
    const knownDeviceChecks = [
      ...signInByAddress,
      check('signin:device', limits.signInPerDevice, byDevice, true),
    ];
    const signIn: preHandlerAsyncHookHandler = async (request, reply) => {
      const account = accountOf(request);
      request.knownDevice = account
        ? await app.knownDevices.deviceFor(request, account)
        : undefined;
      await count(app.db, request, reply, request.knownDevice ? knownDeviceChecks : signInChecks);
    };

    // docs/product.md#security: per address every attempt counts, per account and address only
    // failures, per account the failures from everywhere meet a ceiling whose first refusal tells
    // the account holder; per address a day-long ceiling bounds what one stranger can try.
    const otpChecks = [
      check('otp:ip', limits.otpPerIp, byAddress),
      check('otp:ip-day', limits.otpPerIpPerDay, byAddress, false, DAY),
      check('otp:account-ip', limits.otpPerAccountAndIp, byAccountAndAddress, true),
      check('otp:account', limits.otpPerAccount, byAccount, true, TEN_MINUTES, 'otp'),
    ];
    app.decorate('limiters', {
      signIn: [signIn],
      otp: guard(...otpChecks),
      // One address may have only part of a mobile's daily texts sent, so a stranger at one
      // address cannot use them all (docs/product.md#accounts).
      otpSend: guard(
        check(
          'otp:send-account-ip-day',
          limits.otpSendsPerAccountAndIpPerDay,
          byAccountAndAddress,
          false,
          DAY,
        ),
        ...otpChecks,
      ),
      twoFactor: guard(
        check('2fa:ip', limits.otpPerIp, byAddress),
        check('2fa:ip-day', limits.otpPerIpPerDay, byAddress, false, DAY),
        // Past the password already: a refusal from even one address is worth an alert.
        check(
          '2fa:account-ip',
          limits.otpPerAccountAndIp,
          byAccountAndAddress,
          true,
          TEN_MINUTES,
          'two-factor',
        ),
        check(
          '2fa:account',
          limits.twoFactorPerAccount,
          byAccount,
          true,
          TEN_MINUTES,
          'two-factor',
        ),
        // A day's ceiling, so a password known to a stranger buys only so many code guesses.
        check(
          '2fa:account-day',
          limits.twoFactorPerAccountPerDay,
          byAccount,
          true,
          DAY,
          'two-factor',
        ),
      ),
      documentUpload: guard(
        check('upload:account', limits.documentUploadsPerAccount, byAccount),
        check(
          'upload:account-day',
          limits.documentUploadsPerDay,
          byAccount,
          false,
          RATE_LIMIT_DAY_MS,
        ),
      ),
      booking: inTransaction(
        check('booking:ip', limits.bookingPerIp, byAddress),
        check('booking:account', limits.bookingPerAccount, byAccount),
      ),
    });

    // Ended windows are deleted now and then; until then they only take a little room.
    const sweep = () =>
      sweepExpiredCounters(app).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not delete ended rate-limit windows'),
      );
    const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
    app.addHook('onReady', async () => {
      await sweep();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limits', dependencies: ['auth', 'known-devices'] },
);

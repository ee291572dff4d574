import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { ERROR_CODES } from '@rental/shared/api-error';
import { TooManyRequestsError } from '../errors';

// docs/product.md#security: security headers with a strict CSP, and rate limits keyed first on the
// account and only loosely on the address (many renters share one address behind carrier NAT).

const WINDOW = '10 minutes';

export interface RateLimits {
  /** Per address, per 10 minutes. */
  signInPerIp: number;
  otpPerIp: number;
  bookingPerIp: number;
  /** Per account, per 10 minutes. */
  signInPerAccount: number;
  otpPerAccount: number;
  bookingPerAccount: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerIp: 30,
  otpPerIp: 20,
  bookingPerIp: 30,
  signInPerAccount: 10,
  otpPerAccount: 5,
  bookingPerAccount: 10,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandlers to put on a route; they run after validation, so the body is parsed. */
    limiters: {
      signIn: preHandlerAsyncHookHandler[];
      otp: preHandlerAsyncHookHandler[];
      booking: preHandlerAsyncHookHandler[];
    };
  }
}

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      // Offer images are pasted addresses on other sites (docs/product.md#offers).
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // wa.me and tel: links open in new windows; keep the opener relationship cut.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** The headers helmet sets for `options`; none of them depends on the request. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

function accountOf(request: FastifyRequest): string {
  const body = (request.body ?? {}) as { mobile?: unknown; email?: unknown };
  const account = request.user?.id ?? body.mobile ?? body.email;
  // Without an account the address is the only key left.
  return typeof account === 'string' && account ? `acct:${account}` : `ip:${request.ip}`;
}

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { rateLimits: RateLimits }) => {
    // Every answer carries the same headers: helmet works them out once, at start (the Fastify
    // wrapper would rebuild helmet and parse the policy again on every request).
    const headers = securityHeaders(HELMET_OPTIONS);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(compress, { threshold: 1024 });
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: `Too many attempts. Please try again in ${Math.ceil(context.ttl / 60_000)} minute(s).`,
        code: ERROR_CODES.rateLimited,
      }),
    });

    // Each check is a separate counter; @fastify/rate-limit's route hooks stop after the first
    // limiter of a request, so the checks run here, in order, from one preHandler.
    const limits = opts.rateLimits;
    const byIp = (max: number, name: string) =>
      app.createRateLimit({ max, timeWindow: WINDOW, keyGenerator: (r) => `${name}:ip:${r.ip}` });
    const byAccount = (max: number, name: string) =>
      app.createRateLimit({
        max,
        timeWindow: WINDOW,
        keyGenerator: (r) => `${name}:${accountOf(r)}`,
      });
    const guard = (
      ...checks: ReturnType<typeof app.createRateLimit>[]
    ): preHandlerAsyncHookHandler[] => [
      async (request, reply) => {
        for (const check of checks) {
          const limit = await check(request);
          if (!limit.isAllowed && limit.isExceeded) {
            reply.header('retry-after', String(limit.ttlInSeconds));
            throw new TooManyRequestsError(
              `Too many attempts. Please try again in ${Math.max(1, Math.ceil(limit.ttl / 60_000))} minute(s).`,
            );
          }
        }
      },
    ];

    app.decorate('limiters', {
      signIn: guard(
        byAccount(limits.signInPerAccount, 'signin'),
        byIp(limits.signInPerIp, 'signin'),
      ),
      otp: guard(byAccount(limits.otpPerAccount, 'otp'), byIp(limits.otpPerIp, 'otp')),
      booking: guard(
        byAccount(limits.bookingPerAccount, 'book'),
        byIp(limits.bookingPerIp, 'book'),
      ),
    });
  },
  { name: 'security' },
);

import { webcrypto } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { ADMIN_TOKEN_TTL, CUSTOMER_TOKEN_TTL } from '@rental/shared/constants';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { markGuard } from './guard-marks';
import type { AuthUser, Role } from '../auth-user';
import { sessionState } from '../modules/sessions/sessions.service';

// docs/product.md#security: signed JWTs with an expiry and a role claim; a customer token never
// opens an admin route. Each token carries its account's token version, checked on every request,
// so a password reset, "sign out everywhere" or a new ADMIN_EMAIL ends the sessions before it.

declare module 'fastify' {
  interface FastifyInstance {
    tokens: {
      sign(user: AuthUser): Promise<string>;
      verify(token: string): Promise<AuthUser>;
    };
    /** preHandler: the request must carry a valid token of one of these roles. */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
    /** preHandler: an admin token of the owner; branch staff get 403. */
    requireOwner(): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const ISSUER = 'rental-api';

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string }) => {
    // A CryptoKey made once: given bytes or a KeyObject, jose imports a CryptoKey again on every
    // sign and verify (about a twentieth of a booking POST's CPU).
    const key = await webcrypto.subtle.importKey(
      'raw',
      Buffer.from(opts.secret, 'utf8'),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );

    const tokens = {
      async sign(user: AuthUser): Promise<string> {
        const state = await sessionState(app, user);
        return new SignJWT({ role: user.role, ver: state?.tokenVersion ?? 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(user.id)
          .setIssuer(ISSUER)
          .setIssuedAt()
          .setExpirationTime(user.role === 'admin' ? ADMIN_TOKEN_TTL : CUSTOMER_TOKEN_TTL)
          .sign(key);
      },
      async verify(token: string): Promise<AuthUser> {
        let user: AuthUser;
        let version: number;
        try {
          const { payload } = await jwtVerify(token, key, {
            issuer: ISSUER,
            algorithms: ['HS256'],
          });
          if ((payload.role !== 'customer' && payload.role !== 'admin') || !payload.sub) {
            throw new Error('bad claims');
          }
          user = { role: payload.role, id: payload.sub };
          // Tokens signed before versions existed carry none: they belong to version 1.
          version = typeof payload.ver === 'number' ? payload.ver : 1;
        } catch {
          throw new UnauthorizedError('Your session has expired. Please sign in again.');
        }
        const state = await sessionState(app, user);
        if (!state?.active || state.tokenVersion !== version) {
          throw new UnauthorizedError('Your session has ended. Please sign in again.');
        }
        return state.staff ? { ...user, staff: state.staff } : user;
      },
    };
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);

    const requireRole = (...roles: Role[]): preHandlerAsyncHookHandler => {
      const guard = async (request: FastifyRequest) => {
        const header = request.headers.authorization;
        const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
        if (!match) throw new UnauthorizedError();
        const user = await tokens.verify(match[1]!);
        if (!roles.includes(user.role)) throw new ForbiddenError();
        request.user = user;
      };
      return markGuard(guard, { kind: 'role', roles, ownerOnly: false });
    };
    app.decorate('requireRole', requireRole);
    app.decorate('requireOwner', (): preHandlerAsyncHookHandler => {
      const admin = requireRole('admin');
      const guard: preHandlerAsyncHookHandler = async function (request, reply) {
        await admin.call(this, request, reply);
        if (request.user?.staff?.role !== 'owner') throw new ForbiddenError();
      };
      return markGuard(guard, { kind: 'role', roles: ['admin'], ownerOnly: true });
    });
  },
  { name: 'auth' },
);

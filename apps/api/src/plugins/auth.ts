import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { ADMIN_TOKEN_TTL, CUSTOMER_TOKEN_TTL } from '@rental/shared/constants';
import { ForbiddenError, UnauthorizedError } from '../errors';

// docs/product.md#security: signed JWTs with an expiry and a role claim; a customer token never
// opens an admin route.

export type Role = 'customer' | 'admin';
export interface AuthUser {
  role: Role;
  id: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: {
      sign(user: AuthUser): Promise<string>;
      verify(token: string): Promise<AuthUser>;
    };
    /** preHandler: the request must carry a valid token of one of these roles. */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const ISSUER = 'rental-api';

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string }) => {
    const key = new TextEncoder().encode(opts.secret);

    const tokens = {
      async sign(user: AuthUser): Promise<string> {
        return new SignJWT({ role: user.role })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(user.id)
          .setIssuer(ISSUER)
          .setIssuedAt()
          .setExpirationTime(user.role === 'admin' ? ADMIN_TOKEN_TTL : CUSTOMER_TOKEN_TTL)
          .sign(key);
      },
      async verify(token: string): Promise<AuthUser> {
        try {
          const { payload } = await jwtVerify(token, key, {
            issuer: ISSUER,
            algorithms: ['HS256'],
          });
          if ((payload.role !== 'customer' && payload.role !== 'admin') || !payload.sub) {
            throw new Error('bad claims');
          }
          return { role: payload.role, id: payload.sub };
        } catch {
          throw new UnauthorizedError('Your session has expired. Please sign in again.');
        }
      },
    };
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);

    app.decorate('requireRole', (...roles: Role[]): preHandlerAsyncHookHandler => {
      return async (request: FastifyRequest) => {
        const header = request.headers.authorization;
        const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
        if (!match) throw new UnauthorizedError();
        const user = await tokens.verify(match[1]!);
        if (!roles.includes(user.role)) throw new ForbiddenError();
        request.user = user;
      };
    });
  },
  { name: 'auth' },
);

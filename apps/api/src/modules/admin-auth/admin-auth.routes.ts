import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminLoginAnswerSchema, AdminLoginSchema } from '@rental/shared/admin';
import { errorResponses } from '../../lib/route-errors';
import { login } from './admin-auth.service';

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      // docs/product.md#security: sign-in is rate limited per account and, loosely, per address.
      preHandler: app.limiters.signIn,
      schema: {
        tags: ['admin'],
        summary: 'Admin sign-in with e-mail and password',
        description:
          'Answers the session, or, when the account has two-factor sign-in on (or the owner ' +
          'requires it), a short-lived challenge for /api/auth/login/two-factor or for setting ' +
          'it up through /api/auth/two-factor/setup.',
        body: AdminLoginSchema,
        response: {
          200: AdminLoginAnswerSchema,
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => login(app, request.body),
  );
};

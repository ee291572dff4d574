import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminLoginSchema, AdminSessionSchema } from '@rental/shared/admin';
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
        body: AdminLoginSchema,
        response: {
          200: AdminSessionSchema,
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => login(app, request.body),
  );
};

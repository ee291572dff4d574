import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '@rental/shared/api-error';
import { errorResponses } from '../../lib/route-errors';
import { endSessions } from './sessions.service';

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/me/sign-out-everywhere',
    {
      preHandler: app.requireRole('customer'),
      schema: {
        tags: ['customers'],
        summary: 'Sign out on every device',
        description:
          'Ends every session of the signed-in customer: every token issued so far, the one ' +
          'sending this call included, answers 401 from now on. Signing in again gives a new one.',
        security: [{ bearer: [] }],
        response: { 200: MessageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await endSessions(app, request.user!);
      return { message: 'You are signed out on every device. Please sign in again.' };
    },
  );
};

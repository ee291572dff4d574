import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ACCOUNT_MESSAGES,
  AdminLoginAnswerSchema,
  AdminLoginSchema,
  ChangeAdminPasswordSchema,
} from '@rental/shared/admin';
import { MessageSchema } from '@rental/shared/api-error';
import { errorResponses } from '../../lib/route-errors';
import { endSessions } from '../sessions/sessions.service';
import { changePassword, login } from './admin-auth.service';

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      // docs/product.md#security: sign-in is rate limited per account and, loosely, per address.
      preHandler: app.limiters.signIn,
      preSerialization: app.knownDevices.remember,
      schema: {
        tags: ['admin'],
        summary: 'Admin sign-in with e-mail and password',
        description:
          'Answers the session, or, when the account has two-factor sign-in on, a short-lived ' +
          'challenge for /api/auth/login/two-factor. A staff account without it while the ' +
          'owner requires it gets 403 two_factor_by_link: it is set up from a welcome link.',
        body: AdminLoginSchema,
        response: {
          200: AdminLoginAnswerSchema,
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => login(app, request.body),
  );

  // docs/product.md#back-office: the owner's and each staff member's own sessions and password.
  const admin = app.requireRole('admin');
  const security = [{ bearer: [] }];

  app.post(
    '/admin/me/sign-out-everywhere',
    {
      config: { branchScope: 'every-branch' },
      preHandler: admin,
      schema: {
        tags: ['admin'],
        summary: 'Sign out on every device (a lost phone included)',
        description:
          'Ends every session of the signed-in owner or staff member: every token issued so far, ' +
          'the one sending this call included, answers 401 from now on.',
        security,
        response: { 200: MessageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await endSessions(app, request.user!);
      return { message: ADMIN_ACCOUNT_MESSAGES.signedOutEverywhere };
    },
  );

  app.post(
    '/admin/me/password',
    {
      config: { branchScope: 'every-branch' },
      // Wrong current passwords count as failed sign-ins of the account.
      preHandler: [admin, ...app.limiters.signIn],
      schema: {
        tags: ['admin'],
        summary: 'Change one’s own password with the current one; ends every session',
        security,
        body: ChangeAdminPasswordSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await changePassword(app, request.user!.id, request.body);
      return { message: ADMIN_ACCOUNT_MESSAGES.passwordChanged };
    },
  );
};

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSessionSchema } from '@rental/shared/admin';
import { MessageSchema } from '@rental/shared/api-error';
import {
  TwoFactorChallengeBodySchema,
  TwoFactorConfirmSchema,
  TwoFactorEnabledSchema,
  TwoFactorOffSchema,
  TwoFactorOwnSetupSchema,
  TwoFactorSetupSchema,
  TwoFactorSignInSchema,
} from '@rental/shared/staff';
import { errorResponses } from '../../lib/route-errors';
import { challengeAccount } from './two-factor-challenge';
import * as setup from './two-factor-setup';
import { signInWithCode } from './two-factor.service';

// docs/product.md#api: two-factor sign-in (the second step, and set-up from a welcome link)
// and each admin's own two-factor (docs/decisions/018-staff-roles-and-two-factor.md). Registered
// by staff.routes.ts.

const tags = ['staff'];
const security = [{ bearer: [] }];

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireRole('admin');
  /** Counts code attempts against the account the sign-in challenge names. */
  const challengeLimits = [
    async (request: FastifyRequest) => {
      const body = request.body as { challenge?: unknown };
      request.rateLimitAccount = (await challengeAccount(app, body.challenge)) ?? null;
    },
    ...app.limiters.twoFactor,
  ];

  app.post(
    '/auth/login/two-factor',
    {
      preHandler: challengeLimits,
      preSerialization: app.knownDevices.remember,
      schema: {
        tags,
        summary: "Sign-in's second step: the challenge and a code (or a recovery code)",
        body: TwoFactorSignInSchema,
        response: { 200: AdminSessionSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => signInWithCode(app, request.body),
  );

  app.post(
    '/auth/two-factor/setup',
    {
      preHandler: app.limiters.signIn,
      schema: {
        tags,
        summary: "Set up two-factor with the challenge a welcome link's answer gave",
        body: TwoFactorChallengeBodySchema,
        response: { 200: TwoFactorSetupSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => setup.startSetupAtSignIn(app, request.body.challenge),
  );

  app.post(
    '/auth/two-factor/confirm',
    {
      preHandler: challengeLimits,
      schema: {
        tags,
        summary: 'Confirm that set-up with a code: the recovery codes and the session',
        body: TwoFactorConfirmSchema.required({ challenge: true }),
        response: { 200: TwoFactorEnabledSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => setup.confirmSetupAtSignIn(app, request.body.challenge, request.body.code),
  );

  app.post(
    '/admin/me/two-factor',
    {
      config: { branchScope: 'every-branch' },
      // The password is checked here too, so it counts as sign-in attempts do.
      preHandler: [admin, ...app.limiters.signIn],
      schema: {
        tags,
        summary:
          'Start setting up two-factor sign-in with the password typed again: the otpauth address and its secret',
        security,
        body: TwoFactorOwnSetupSchema,
        response: { 200: TwoFactorSetupSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => setup.startOwnSetup(app, request.user!.id, request.body.password),
  );

  app.post(
    '/admin/me/two-factor/confirm',
    {
      config: { branchScope: 'every-branch' },
      preHandler: [admin, ...app.limiters.twoFactor],
      schema: {
        tags,
        summary: 'Turn two-factor on with a first code; answers the recovery codes, once',
        security,
        body: TwoFactorConfirmSchema.omit({ challenge: true }),
        response: { 200: TwoFactorEnabledSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => setup.confirmOwnSetup(app, request.user!.id, request.body.code),
  );

  app.post(
    '/admin/me/two-factor/off',
    {
      config: { branchScope: 'every-branch' },
      preHandler: [admin, ...app.limiters.twoFactor],
      schema: {
        tags,
        summary: 'Turn one’s own two-factor off with a code of it (the app’s or a recovery code)',
        security,
        body: TwoFactorOffSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => setup.turnOffOwn(app, request.user!.id, request.body.code),
  );
};

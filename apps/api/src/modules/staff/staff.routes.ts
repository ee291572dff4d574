import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSessionSchema } from '@rental/shared/admin';
import { MessageSchema } from '@rental/shared/api-error';
import { IdParamsSchema } from '@rental/shared/fields';
import {
  AcceptInviteSchema,
  AddStaffSchema,
  AdminMeSchema,
  PasswordSetSchema,
  StaffInviteSchema,
  StaffListSchema,
  StaffMemberSchema,
  TwoFactorChallengeBodySchema,
  TwoFactorConfirmSchema,
  TwoFactorEnabledSchema,
  TwoFactorOffSchema,
  TwoFactorPolicySchema,
  TwoFactorSetupSchema,
  TwoFactorSignInSchema,
  UpdateStaffSchema,
} from '@rental/shared/staff';
import { errorResponses } from '../../lib/route-errors';
import * as staff from './staff.service';
import * as twoFactor from './two-factor.service';

// docs/product.md#api: staff accounts (the owner's), their set-password links, who is signed in,
// and two-factor sign-in (docs/decisions/018-staff-roles-and-two-factor.md).

const tags = ['staff'];
const security = [{ bearer: [] }];
const ownerErrors = errorResponses(400, 401, 403, 404, 409);

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = app.requireOwner();
  const admin = app.requireRole('admin');
  /** Counts code attempts against the account the sign-in challenge names. */
  const challengeLimits = [
    async (request: FastifyRequest) => {
      const body = request.body as { challenge?: unknown };
      request.rateLimitAccount = (await twoFactor.challengeAccount(app, body.challenge)) ?? null;
    },
    ...app.limiters.twoFactor,
  ];

  app.get(
    '/admin/me',
    {
      config: { branchScope: 'every-branch' },
      preHandler: admin,
      schema: {
        tags,
        summary: 'The signed-in admin: name, e-mail, role, branch and two-factor state',
        security,
        response: { 200: AdminMeSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => staff.adminMe(app, request.user!.id),
  );

  app.get(
    '/admin/staff',
    {
      preHandler: owner,
      schema: {
        tags,
        summary: 'Every admin account, the owner first (owner only)',
        security,
        response: { 200: StaffListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => staff.listStaff(app),
  );

  app.post(
    '/admin/staff',
    {
      preHandler: owner,
      schema: {
        tags,
        summary: 'Add a staff member; answers their one-time set-password link (owner only)',
        description:
          'The link (path and fragment) is answered this once and, when SMTP is set, e-mailed. ' +
          'Only its hash is kept; it works once, for a limited time.',
        security,
        body: AddStaffSchema,
        response: { 201: StaffInviteSchema, ...ownerErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await staff.addStaff(app, request.user!.id, request.body)),
  );

  app.patch(
    '/admin/staff/:id',
    {
      preHandler: owner,
      schema: {
        tags,
        summary: 'Rename a staff member or move them to another branch (owner only)',
        security,
        params: IdParamsSchema,
        body: UpdateStaffSchema,
        response: { 200: StaffMemberSchema, ...ownerErrors },
      },
    },
    async (request) => staff.updateStaff(app, request.user!.id, request.params.id, request.body),
  );

  for (const [verb, enabled] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.post(
      `/admin/staff/:id/${verb}`,
      {
        preHandler: owner,
        schema: {
          tags,
          summary: enabled
            ? 'Enable a disabled staff member again (owner only)'
            : 'Disable a staff member: their sessions end at once (owner only)',
          security,
          params: IdParamsSchema,
          response: { 200: StaffMemberSchema, ...ownerErrors },
        },
      },
      async (request) => staff.setStaffEnabled(app, request.user!.id, request.params.id, enabled),
    );
  }

  app.post(
    '/admin/staff/:id/invite',
    {
      preHandler: owner,
      schema: {
        tags,
        summary: 'A new set-password link for a staff member; earlier links stop working',
        security,
        params: IdParamsSchema,
        response: { 200: StaffInviteSchema, ...ownerErrors },
      },
    },
    async (request) => staff.reinviteStaff(app, request.user!.id, request.params.id),
  );

  app.post(
    '/admin/staff/:id/two-factor/reset',
    {
      preHandler: owner,
      schema: {
        tags,
        summary:
          "Turn a staff member's two-factor sign-in off, e.g. after a lost phone (owner only)",
        security,
        params: IdParamsSchema,
        response: { 200: StaffMemberSchema, ...ownerErrors },
      },
    },
    async (request) => staff.resetStaffTwoFactor(app, request.user!.id, request.params.id),
  );

  app.get(
    '/admin/security',
    {
      preHandler: owner,
      schema: {
        tags,
        summary: 'Whether every admin must sign in with two-factor (owner only)',
        security,
        response: { 200: TwoFactorPolicySchema, ...errorResponses(401, 403) },
      },
    },
    async () => staff.twoFactorPolicy(app),
  );

  app.put(
    '/admin/security',
    {
      preHandler: owner,
      schema: {
        tags,
        summary: 'Require (or stop requiring) two-factor sign-in for everyone (owner only)',
        security,
        body: TwoFactorPolicySchema,
        response: { 200: TwoFactorPolicySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => staff.setTwoFactorPolicy(app, request.user!.id, request.body),
  );

  app.post(
    '/auth/welcome',
    {
      preHandler: app.limiters.signIn,
      schema: {
        tags,
        summary: "Set a staff member's password with their one-time link's token",
        body: AcceptInviteSchema,
        response: { 200: PasswordSetSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => staff.acceptInvite(app, request.body),
  );

  app.post(
    '/auth/login/two-factor',
    {
      preHandler: challengeLimits,
      schema: {
        tags,
        summary: "Sign-in's second step: the challenge and a code (or a recovery code)",
        body: TwoFactorSignInSchema,
        response: { 200: AdminSessionSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => twoFactor.signInWithCode(app, request.body),
  );

  app.post(
    '/auth/two-factor/setup',
    {
      preHandler: app.limiters.signIn,
      schema: {
        tags,
        summary: 'Set up two-factor during a sign-in that requires it (challenge "setup")',
        body: TwoFactorChallengeBodySchema,
        response: { 200: TwoFactorSetupSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => twoFactor.startSetupAtSignIn(app, request.body.challenge),
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
    async (request) =>
      twoFactor.confirmSetupAtSignIn(app, request.body.challenge, request.body.code),
  );

  app.post(
    '/admin/me/two-factor',
    {
      config: { branchScope: 'every-branch' },
      preHandler: admin,
      schema: {
        tags,
        summary: 'Start setting up two-factor sign-in: the otpauth address and its secret',
        security,
        response: { 200: TwoFactorSetupSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => twoFactor.startOwnSetup(app, request.user!.id),
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
    async (request) => twoFactor.confirmOwnSetup(app, request.user!.id, request.body.code),
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
    async (request) => twoFactor.turnOffOwn(app, request.user!.id, request.body.code),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@rental/shared/fields';
import {
  AcceptInviteSchema,
  AddStaffSchema,
  AdminMeSchema,
  PasswordSetSchema,
  StaffInviteSchema,
  StaffListSchema,
  StaffMemberSchema,
  TwoFactorPolicySchema,
  UpdateStaffSchema,
} from '@rental/shared/staff';
import { errorResponses } from '../../lib/route-errors';
import * as invites from './staff-invites';
import * as staff from './staff.service';
import * as policy from './two-factor-policy';
import { twoFactorRoutes } from './two-factor.routes';

// docs/product.md#api: staff accounts (the owner's), their set-password links, who is signed in,
// and the owner's two-factor rule (docs/decisions/018-staff-roles-and-two-factor.md).

const tags = ['staff'];
const security = [{ bearer: [] }];
const ownerErrors = errorResponses(400, 401, 403, 404, 409);

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = app.requireOwner();
  const admin = app.requireRole('admin');

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
      reply.status(201).send(await invites.addStaff(app, request.user!.id, request.body)),
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
    async (request) => invites.reinviteStaff(app, request.user!.id, request.params.id),
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
    async () => policy.twoFactorPolicy(app),
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
        response: { 200: TwoFactorPolicySchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => policy.setTwoFactorPolicy(app, request.user!.id, request.body),
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
    async (request) => invites.acceptInvite(app, request.body),
  );

  // Two-factor sign-in and one's own set-up: two-factor.routes.ts.
  await app.register(twoFactorRoutes);
};

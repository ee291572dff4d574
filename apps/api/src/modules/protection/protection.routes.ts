import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@rental/shared/fields';
import {
  ProtectionPlanInputSchema,
  ProtectionPlanListSchema,
  ProtectionPlanSchema,
} from '@rental/shared/protection';
import { errorResponses } from '../../lib/route-errors';
import {
  createProtectionPlan,
  listProtectionPlans,
  updateProtectionPlan,
} from './protection.service';

// docs/product.md#protection-plans: the plans renters may choose (public), every plan for the
// staff, and the owner's edits.

const tags = ['protection plans'];
const security = [{ bearer: [] }];
const adminErrors = errorResponses(400, 401, 403);

export const protectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = app.requireOwner();

  app.get(
    '/protection-plans',
    {
      schema: {
        tags,
        summary: 'The protection plans on offer, in the owner’s order',
        response: { 200: ProtectionPlanListSchema },
      },
    },
    async () => listProtectionPlans(app, true),
  );

  app.get(
    '/admin/protection-plans',
    {
      preHandler: app.requireRole('admin'),
      // The owner's plans belong to no branch: every branch's staff see them all.
      config: { branchScope: 'every-branch' },
      schema: {
        tags,
        summary: 'Every protection plan, withdrawn ones too',
        security,
        response: { 200: ProtectionPlanListSchema, ...adminErrors },
      },
    },
    async () => listProtectionPlans(app, false),
  );

  app.post(
    '/admin/protection-plans',
    {
      preHandler: owner,
      schema: {
        tags,
        summary: 'Add a protection plan (409 when the name exists)',
        security,
        body: ProtectionPlanInputSchema,
        response: { 201: ProtectionPlanSchema, ...adminErrors, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProtectionPlan(app, request.user!.id, request.body)),
  );

  app.put(
    '/admin/protection-plans/:id',
    {
      preHandler: owner,
      schema: {
        tags,
        summary: 'Change a protection plan; bookings keep the plan as they booked it',
        security,
        params: IdParamsSchema,
        body: ProtectionPlanInputSchema,
        response: { 200: ProtectionPlanSchema, ...adminErrors, ...errorResponses(404, 409) },
      },
    },
    async (request) => updateProtectionPlan(app, request.user!.id, request.params.id, request.body),
  );
};

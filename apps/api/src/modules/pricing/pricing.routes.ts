import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '@rental/shared/api-error';
import { IdParamsSchema } from '@rental/shared/fields';
import {
  DATE_RULE_MESSAGES,
  DateRuleCreateSchema,
  DateRuleListSchema,
  DateRuleSchema,
  FleetRatesSchema,
} from '@rental/shared/pricing/rate-card-schemas';
import { errorResponses } from '../../lib/route-errors';
import { carDateRules, createDateRule, fleetRates, removeDateRule } from './pricing.service';

// docs/product.md#api: a car's date rules, and the owner's rates and rules.

const tags = ['rates'];
const security = [{ bearer: [] }];
const adminErrors = errorResponses(400, 401, 403);

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = app.requireOwner();

  app.get(
    '/cars/:id/date-rules',
    {
      schema: {
        tags,
        summary: "The date rules that change a car's day price (its own and the fleet's)",
        params: IdParamsSchema,
        response: { 200: DateRuleListSchema, ...errorResponses(404) },
      },
    },
    async (request) => carDateRules(app, request.params.id),
  );

  app.get(
    '/admin/rates',
    {
      preHandler: owner,
      schema: {
        tags,
        summary: "Every car's rate card side by side, and every date rule",
        security,
        response: { 200: FleetRatesSchema, ...adminErrors },
      },
    },
    async () => fleetRates(app),
  );

  app.post(
    '/admin/date-rules',
    {
      preHandler: owner,
      schema: {
        tags,
        summary: 'Add a date rule: a range or the weekend, for one car or the fleet',
        security,
        body: DateRuleCreateSchema,
        response: { 201: DateRuleSchema, ...adminErrors, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createDateRule(app, request.user!.id, request.body)),
  );

  app.delete(
    '/admin/date-rules/:id',
    {
      preHandler: owner,
      schema: {
        tags,
        summary: 'Remove a date rule; bookings already made keep their prices',
        security,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...adminErrors, ...errorResponses(404) },
      },
    },
    async (request) => {
      await removeDateRule(app, request.user!.id, request.params.id);
      return { message: DATE_RULE_MESSAGES.removed };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@rental/shared/fields';
import {
  PromoCheckAnswerSchema,
  PromoCheckSchema,
  PromoCodeCreateSchema,
  PromoCodeListSchema,
  PromoCodeSchema,
  PromoCodeUpdateSchema,
} from '@rental/shared/promo';
import { errorResponses } from '../../lib/route-errors';
import {
  checkPromoCode,
  createPromoCode,
  deactivatePromoCode,
  listPromoCodes,
  updatePromoCode,
} from './promo-codes.service';

// docs/product.md#api: the owner manages promo codes; a renter checks one against a rental.

const tags = ['promo codes'];
const security = [{ bearer: [] }];
const adminErrors = errorResponses(400, 401, 403);

export const promoCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = app.requireOwner();

  app.get(
    '/admin/promo-codes',
    {
      preHandler: owner,
      schema: {
        tags,
        summary: 'Every promo code, newest first, with its uses',
        security,
        response: { 200: PromoCodeListSchema, ...adminErrors },
      },
    },
    async () => listPromoCodes(app),
  );

  app.post(
    '/admin/promo-codes',
    {
      preHandler: owner,
      schema: {
        tags,
        summary: 'Create a promo code (409 when the code exists)',
        security,
        body: PromoCodeCreateSchema,
        response: { 201: PromoCodeSchema, ...adminErrors, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPromoCode(app, request.user!.id, request.body)),
  );

  app.put(
    '/admin/promo-codes/:id',
    {
      preHandler: owner,
      schema: {
        tags,
        summary: "Change a promo code's rules (its text stays)",
        security,
        params: IdParamsSchema,
        body: PromoCodeUpdateSchema,
        response: { 200: PromoCodeSchema, ...adminErrors, ...errorResponses(404) },
      },
    },
    async (request) => updatePromoCode(app, request.user!.id, request.params.id, request.body),
  );

  app.post(
    '/admin/promo-codes/:id/deactivate',
    {
      preHandler: owner,
      schema: {
        tags,
        summary: 'Stop a promo code; bookings made with it keep their discount',
        security,
        params: IdParamsSchema,
        response: { 200: PromoCodeSchema, ...adminErrors, ...errorResponses(404) },
      },
    },
    async (request) => deactivatePromoCode(app, request.user!.id, request.params.id),
  );

  app.post(
    '/promo-codes/check',
    {
      preHandler: app.requireRole('customer'),
      schema: {
        tags,
        summary: 'What a promo code takes off a rental, or why it does not apply (422)',
        security,
        body: PromoCheckSchema,
        response: {
          200: PromoCheckAnswerSchema,
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request) => checkPromoCode(app, request.user!.id, request.body),
  );
};

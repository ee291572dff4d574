import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '@rental/shared/api-error';
import { IdParamsSchema } from '@rental/shared/fields';
import { CreateOfferSchema, OfferListSchema, OfferSchema } from '@rental/shared/offers';
import { OfferPromoSchema } from '@rental/shared/promo';
import { errorResponses } from '../../lib/route-errors';
import { createOffer, deleteOffer, listOffers, setOfferPromo } from './offers.service';

const adminErrors = errorResponses(400, 401, 403);

export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  // docs/product.md#offers: reading is public; writing needs the admin token.
  const admin = app.requireOwner();

  app.get(
    '/offers',
    {
      schema: {
        tags: ['offers'],
        summary: 'Current offers, newest first',
        response: { 200: OfferListSchema },
      },
    },
    async () => listOffers(app),
  );

  app.post(
    '/offers',
    {
      preHandler: admin,
      schema: {
        tags: ['offers'],
        summary: 'Add an offer image by its http(s) address',
        security: [{ bearer: [] }],
        body: CreateOfferSchema,
        response: { 201: OfferSchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createOffer(app, request.user!.id, request.body)),
  );

  app.delete(
    '/offers/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['offers'],
        summary: 'Remove an offer',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...adminErrors, ...errorResponses(404) },
      },
    },
    async (request) => {
      await deleteOffer(app, request.user!.id, request.params.id);
      return { message: 'Offer deleted.' };
    },
  );

  app.patch(
    '/offers/:id',
    {
      preHandler: app.requireOwner(),
      schema: {
        tags: ['offers'],
        summary: 'Set or clear the promo code an offer shows (owner)',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: OfferPromoSchema,
        response: { 200: OfferSchema, ...adminErrors, ...errorResponses(404) },
      },
    },
    async (request) => setOfferPromo(app, request.user!.id, request.params.id, request.body),
  );
};

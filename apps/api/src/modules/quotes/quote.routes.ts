import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QuoteRequestSchema, QuoteSchema } from '@rental/shared/pricing/quote-schemas';
import { errorResponses } from '../../lib/route-errors';
import { quoteCall } from './quote.service';

// docs/product.md#api: the public quote of a car for a period, promo code included; it sits
// above pricing and promo codes, which it composes.

const tags = ['rates'];
const quoteErrors = errorResponses(400, 404, 422);

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quote',
    {
      schema: {
        tags,
        summary: 'The price of a car for a period, as lines and a total',
        querystring: QuoteRequestSchema,
        response: { 200: QuoteSchema, ...quoteErrors },
      },
    },
    async (request) => quoteCall(app, request.query),
  );

  app.post(
    '/quote',
    {
      schema: {
        tags,
        summary: 'The price of a car for a period (the same as GET, in a JSON body)',
        body: QuoteRequestSchema,
        response: { 200: QuoteSchema, ...quoteErrors },
      },
    },
    async (request) => quoteCall(app, request.body),
  );
};

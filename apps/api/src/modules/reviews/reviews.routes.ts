import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@rental/shared/fields';
import {
  MyReviewSchema,
  ReviewInputSchema,
  ReviewListSchema,
  ReviewSchema,
  ReviewSummarySchema,
  ReviewVisibilitySchema,
} from '@rental/shared/reviews';
import { errorResponses } from '../../lib/route-errors';
import * as reviews from './reviews.service';

// docs/product.md#reviews: public summary, the renter's one review of a Completed booking, and
// the owner's list with hide / publish.

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = app.requireRole('customer');
  const owner = app.requireOwner();
  const security = [{ bearer: [] }];

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'The average and count of published reviews, and the newest few',
        response: { 200: ReviewSummarySchema },
      },
    },
    async () => reviews.reviewSummary(app),
  );

  app.get(
    '/bookings/:id/review',
    {
      preHandler: customer,
      schema: {
        tags: ['reviews'],
        summary: "The renter's review of their booking, or null",
        security,
        params: IdParamsSchema,
        response: { 200: MyReviewSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => reviews.myReview(app, request.user!.id, request.params.id),
  );

  app.post(
    '/bookings/:id/review',
    {
      preHandler: customer,
      schema: {
        tags: ['reviews'],
        summary: 'Rate a Completed booking, once (409 review_not_completed / review_exists)',
        security,
        params: IdParamsSchema,
        body: ReviewInputSchema,
        response: { 201: ReviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await reviews.writeReview(app, request.user!.id, request.params.id, request.body)),
  );

  app.get(
    '/admin/reviews',
    {
      preHandler: owner,
      schema: {
        tags: ['reviews'],
        summary: 'Every review, newest first, hidden ones included (owner)',
        security,
        response: { 200: ReviewListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => reviews.listReviews(app),
  );

  app.patch(
    '/admin/reviews/:id',
    {
      preHandler: owner,
      schema: {
        tags: ['reviews'],
        summary: 'Hide a review, or publish it again (owner)',
        security,
        params: IdParamsSchema,
        body: ReviewVisibilitySchema,
        response: { 200: ReviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      reviews.setReviewHidden(app, request.user!.id, request.params.id, request.body.hidden),
  );
};

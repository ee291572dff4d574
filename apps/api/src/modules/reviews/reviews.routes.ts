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
import { ReviewReplyInputSchema } from '@rental/shared/review-replies';
import { errorResponses } from '../../lib/route-errors';
import { replyToReview } from './review-reply.service';
import * as reviews from './reviews.service';

// docs/product.md#reviews: public summary, the renter's one review of a Completed booking, and
// the back office's list with hide / publish (owner) and the business's reply (owner, or staff
// of the booking's branch).

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const customer = app.requireRole('customer');
  const owner = app.requireOwner();
  const admin = app.requireRole('admin');
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
    '/cars/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A car's published reviews with the business's replies, newest first",
        params: IdParamsSchema,
        response: { 200: ReviewSummarySchema },
      },
    },
    async (request) => reviews.reviewSummary(app, request.params.id),
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
      preHandler: admin,
      config: { branchScope: 'list' },
      schema: {
        tags: ['reviews'],
        summary: "Every review, newest first, hidden ones included (a branch's staff: its own)",
        security,
        response: { 200: ReviewListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => reviews.listReviews(app, request.user!),
  );

  app.put(
    '/admin/reviews/:id/reply',
    {
      preHandler: admin,
      // The service refuses another branch's review (404), as its list leaves it out.
      config: { branchScope: 'list' },
      schema: {
        tags: ['reviews'],
        summary: "Reply to a review once, or edit the reply (owner; a branch's staff: its own)",
        security,
        params: IdParamsSchema,
        body: ReviewReplyInputSchema,
        response: { 200: ReviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => replyToReview(app, request.user!, request.params.id, request.body.text),
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

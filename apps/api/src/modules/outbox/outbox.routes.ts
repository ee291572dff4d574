import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@rental/shared/fields';
import {
  MessageListQuerySchema,
  OutboxMessageListSchema,
  OutboxMessageSchema,
} from '@rental/shared/outbox';
import { errorResponses } from '../../lib/route-errors';
import { bookingMessages, messagesInState, resendMessage } from './outbox.admin';

// docs/product.md#api: the admin's view of the outbox.

const tags = ['messages'];
const security = [{ bearer: [] }];

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings/:id/messages',
    {
      preHandler: [app.requireRole('admin'), app.inBranch('booking')],
      schema: {
        tags,
        summary: 'The texts and e-mails of a booking, reminders included, by due time',
        security,
        params: IdParamsSchema,
        response: { 200: OutboxMessageListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => bookingMessages(app, request.params.id),
  );

  app.get(
    '/admin/messages',
    {
      preHandler: app.requireOwner(),
      schema: {
        tags,
        summary: 'Messages in one delivery state (failed unless asked), latest change first',
        security,
        querystring: MessageListQuerySchema,
        response: { 200: OutboxMessageListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => messagesInState(app, request.query.state),
  );

  app.post(
    '/messages/:id/resend',
    {
      preHandler: app.requireOwner(),
      schema: {
        tags,
        summary: 'Queue a failed message again, due now',
        security,
        params: IdParamsSchema,
        response: { 200: OutboxMessageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => resendMessage(app, request.user!.id, request.params.id),
  );
};

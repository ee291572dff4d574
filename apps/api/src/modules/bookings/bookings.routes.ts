import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BookingListQuerySchema,
  BookingListSchema,
  BookingRequestSchema,
  BookingSchema,
  BookingUpdateSchema,
} from '@rental/shared/bookings';
import { AuditEntryListSchema } from '@rental/shared/audit';
import { IDEMPOTENCY_HEADER, TOTAL_COUNT_HEADER } from '@rental/shared/constants';
import { IdParamsSchema, IdSchema } from '@rental/shared/fields';
import { RenterGstinAnswerSchema, RenterGstinSchema } from '@rental/shared/gstin';
import {
  BookingAllowanceSchema,
  CancellationPreviewSchema,
  ExtendSchema,
  ExtensionPreviewSchema,
  ExtensionQuerySchema,
} from '@rental/shared/payments';
import { errorResponses } from '../../lib/route-errors';
import { updateBookingAsAdmin } from './booking-admin-update';
import { cancelAsCustomer, cancellationPreview } from './booking-cancel';
import { createBooking } from './booking-create';
import { setRenterGstin } from './booking-gstin';
import { extendBooking, extensionPreview } from './booking-extend';
import {
  bookingAllowance,
  bookingAudit,
  getBooking,
  listBookings,
  listBookingsOfCustomer,
} from './booking-queries';

// docs/product.md#api: the booking calls, under /api/bookings.

const tags = ['bookings'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);

const BookHeadersSchema = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .regex(/^[\x21-\x7E]{1,100}$/, 'Idempotency-Key must be 1 to 100 visible characters.')
    .optional()
    .describe('Retrying with the same key answers the first result instead of booking twice.'),
});

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings/book',
    {
      // The rate limits are counted in the booking's own transaction (app.limiters.booking).
      preHandler: app.requireRole('customer'),
      schema: {
        tags,
        summary: 'Book a car (figures are computed by the server)',
        security,
        headers: BookHeadersSchema,
        body: BookingRequestSchema,
        response: { 201: BookingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await createBooking(
        app,
        request.user!.id,
        request.body,
        request.headers[IDEMPOTENCY_HEADER],
        app.limiters.booking(request, reply),
      );
      return reply.status(answer.statusCode).send(answer.booking);
    },
  );

  app.get(
    '/bookings',
    {
      config: { branchScope: 'list' },
      preHandler: app.requireRole('admin'),
      schema: {
        tags,
        summary: `All bookings, filtered and sorted; the filtered total is in ${TOTAL_COUNT_HEADER}`,
        security,
        querystring: BookingListQuerySchema,
        response: { 200: BookingListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { bookings, total } = await listBookings(app, request.query, request.branchScope);
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(bookings);
    },
  );

  app.get(
    '/bookings/customer/:customerId',
    {
      config: { branchScope: 'list' },
      preHandler: app.requireRole('customer', 'admin'),
      schema: {
        tags,
        summary: 'One customer’s bookings, newest first (own token or admin)',
        security,
        params: z.object({ customerId: IdSchema }),
        response: { 200: BookingListSchema, ...errors },
      },
    },
    async (request) => listBookingsOfCustomer(app, request.user!, request.params.customerId),
  );

  app.put(
    '/bookings/:id',
    {
      preHandler: [app.requireRole('admin'), app.inBranch('booking')],
      schema: {
        tags,
        summary: 'Edit status, pickup location, gas tank reading and notes (admin)',
        security,
        params: IdParamsSchema,
        body: BookingUpdateSchema,
        response: { 200: BookingSchema, ...errors },
      },
    },
    async (request) => updateBookingAsAdmin(app, request.user!.id, request.params.id, request.body),
  );

  app.get(
    '/bookings/allowance',
    {
      preHandler: app.requireRole('customer'),
      schema: {
        tags,
        summary: 'How many Pending bookings the renter holds, and the most allowed',
        security,
        response: { 200: BookingAllowanceSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => bookingAllowance(app, request.user!.id),
  );

  app.get(
    '/bookings/:id',
    {
      preHandler: [app.requireRole('customer', 'admin'), app.inBranch('booking')],
      schema: {
        tags,
        summary: 'One booking with its payments, balance and hold (its renter or admin)',
        security,
        params: IdParamsSchema,
        response: { 200: BookingSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getBooking(app, request.user!, request.params.id),
  );

  app.put(
    '/bookings/:id/gstin',
    {
      preHandler: app.requireRole('customer'),
      schema: {
        tags,
        summary: 'Give (or remove) the business GSTIN and legal name the invoice is billed to',
        security,
        params: IdParamsSchema,
        body: RenterGstinSchema,
        response: { 200: RenterGstinAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => setRenterGstin(app, request.user!, request.params.id, request.body),
  );

  app.get(
    '/bookings/:id/cancellation',
    {
      preHandler: app.requireRole('customer'),
      schema: {
        tags,
        summary: 'What cancelling the booking now would refund, and why (its renter)',
        security,
        params: IdParamsSchema,
        response: { 200: CancellationPreviewSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => cancellationPreview(app, request.user!, request.params.id),
  );

  app.post(
    '/bookings/:id/cancel',
    {
      preHandler: app.requireRole('customer'),
      schema: {
        tags,
        summary: 'Cancel one’s own Pending or Confirmed booking before pickup',
        security,
        params: IdParamsSchema,
        response: { 200: BookingSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => cancelAsCustomer(app, request.user!, request.params.id),
  );

  app.get(
    '/bookings/:id/extension',
    {
      preHandler: app.requireRole('customer'),
      schema: {
        tags,
        summary: 'Whether the car is free until a later return, and what it adds (its renter)',
        security,
        params: IdParamsSchema,
        querystring: ExtensionQuerySchema,
        response: { 200: ExtensionPreviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      extensionPreview(app, request.user!, request.params.id, request.query.returnAt),
  );

  app.post(
    '/bookings/:id/extend',
    {
      preHandler: app.requireRole('customer'),
      schema: {
        tags,
        summary: 'Move the return of one’s Confirmed booking later; 409 when the car is taken',
        security,
        params: IdParamsSchema,
        body: ExtendSchema,
        response: { 200: BookingSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => extendBooking(app, request.user!, request.params.id, request.body.returnAt),
  );

  app.get(
    '/bookings/:id/audit',
    {
      preHandler: [app.requireRole('admin'), app.inBranch('booking')],
      schema: {
        tags: ['audit'],
        summary: 'A booking’s own audit entries, newest first (admin)',
        security,
        params: IdParamsSchema,
        response: { 200: AuditEntryListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => bookingAudit(app, request.user!, request.params.id),
  );
};

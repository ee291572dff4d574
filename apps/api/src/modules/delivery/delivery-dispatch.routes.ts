import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '@rental/shared/api-error';
import {
  BookingDeliverySchema,
  DeliveryChangeSchema,
  DispatchDaySchema,
  DispatchQuerySchema,
  DispatchUpdateSchema,
  LegParamsSchema,
  DELIVERY_MESSAGES,
} from '@rental/shared/delivery';
import { IdParamsSchema } from '@rental/shared/fields';
import { errorResponses } from '../../lib/route-errors';
import { bookingDelivery, changeDelivery } from './delivery-change.service';
import { dispatchOfDay, updateDispatch } from './delivery-dispatch.service';

// docs/product.md#doorstep-delivery: the driver's day and its states, and a booking's doorstep
// legs, which the renter or staff change until the cut-off.

const tags = ['delivery'];
const security = [{ bearer: [] }];

export const deliveryDispatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireRole('admin');
  const anyone = [app.requireRole('customer', 'admin'), app.inBranch('booking')];

  app.get(
    '/admin/delivery/day',
    {
      preHandler: admin,
      config: { branchScope: 'list' },
      schema: {
        tags,
        summary: "A branch's deliveries and collections of one day, in time order",
        security,
        querystring: DispatchQuerySchema,
        response: { 200: DispatchDaySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => dispatchOfDay(app, request.user!, request.query.branch, request.query.date),
  );

  app.patch(
    '/admin/bookings/:id/delivery/:leg',
    {
      preHandler: [admin, app.inBranch('booking')],
      schema: {
        tags,
        summary: 'Move a doorstep leg along (scheduled, on the way, done) or assign its driver',
        security,
        params: LegParamsSchema,
        body: DispatchUpdateSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await updateDispatch(app, request.params.id, request.params.leg, request.body);
      return {
        message: request.body.state === 'on_the_way' ? DELIVERY_MESSAGES.onTheWaySent : 'Saved.',
      };
    },
  );

  app.get(
    '/bookings/:id/delivery',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: "A booking's doorstep legs and until when they may change",
        security,
        params: IdParamsSchema,
        response: { 200: BookingDeliverySchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => bookingDelivery(app, request.user!, request.params.id),
  );

  app.put(
    '/bookings/:id/delivery/:leg',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: "Change a leg's address (null: at the branch) or time until the cut-off",
        description:
          'Until DELIVERY_CHANGE_CUTOFF_HOURS before the leg. A new `date` and `time` must fall ' +
          'within the booked period, at least the cut-off from now; a full hour answers 409 ' +
          'delivery_slot_full with the free hours the leg may take. The fee and the booking total ' +
          'are priced again; a change by staff is audited and texted to the renter.',
        security,
        params: LegParamsSchema,
        body: DeliveryChangeSchema,
        response: { 200: BookingDeliverySchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      changeDelivery(app, request.user!, request.params.id, request.params.leg, request.body),
  );
};

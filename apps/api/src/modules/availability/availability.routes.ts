import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '@rental/shared/api-error';
import { CalendarQuerySchema, CarBusySchema } from '@rental/shared/availability';
import {
  BlockParamsSchema,
  CarScheduleSchema,
  MaintenanceBlockCreatedSchema,
  MaintenanceBlockListSchema,
  MaintenanceBlockRequestSchema,
} from '@rental/shared/blocks';
import { IdParamsSchema } from '@rental/shared/fields';
import { errorResponses } from '../../lib/route-errors';
import * as availability from './availability.service';

// docs/product.md#availability: a car's calendar for renters, and its schedule and maintenance
// blocks for the admin.

const tags = ['availability'];
const adminOnly = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 404);

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = [app.requireRole('admin'), app.inBranch('car')];

  app.get(
    '/cars/:id/busy',
    {
      schema: {
        tags,
        summary: 'When a car is held, for the car-detail calendar (no customer data)',
        description:
          'Pending and Confirmed bookings and maintenance blocks that, widened by the cleaning ' +
          'buffer, touch the window of `days` Kolkata days from `from`. Intervals are given ' +
          'without the buffer; `bufferMinutes` says how much to keep around each one. ' +
          'Shared helpers: takenDays(intervals, from, days, bufferMinutes * 60000) and ' +
          'isPeriodFree(period, intervals, { available, bufferMs }).',
        params: IdParamsSchema,
        querystring: CalendarQuerySchema,
        response: { 200: CarBusySchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => availability.carBusy(app, request.params.id, request.query),
  );

  app.get(
    '/cars/:id/schedule',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'A car’s bookings (any status) and maintenance blocks in a window (admin)',
        security: adminOnly,
        params: IdParamsSchema,
        querystring: CalendarQuerySchema,
        response: { 200: CarScheduleSchema, ...errors },
      },
    },
    async (request) => availability.carSchedule(app, request.params.id, request.query),
  );

  app.get(
    '/cars/:id/blocks',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'A car’s maintenance blocks, by start (admin)',
        security: adminOnly,
        params: IdParamsSchema,
        response: { 200: MaintenanceBlockListSchema, ...errors },
      },
    },
    async (request) => availability.listBlocks(app, request.params.id),
  );

  app.post(
    '/cars/:id/blocks',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Take a car out of service for a period (admin)',
        description:
          'Made even over Pending or Confirmed bookings: those (cleaning buffer included) are ' +
          'listed in `affectedBookings` so the admin can call the renters. Confirming one of ' +
          'them afterwards answers 409 maintenance_overlap; new bookings over the block are ' +
          'refused with booking_overlap.',
        security: adminOnly,
        params: IdParamsSchema,
        body: MaintenanceBlockRequestSchema,
        response: { 201: MaintenanceBlockCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await availability.createBlock(app, request.user!.id, request.params.id, request.body),
        ),
  );

  app.delete(
    '/cars/:id/blocks/:blockId',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Remove a maintenance block (admin)',
        security: adminOnly,
        params: BlockParamsSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await availability.removeBlock(
        app,
        request.user!.id,
        request.params.id,
        request.params.blockId,
      );
      return { message: 'Maintenance block removed.' };
    },
  );
};

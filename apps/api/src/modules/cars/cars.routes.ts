import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageSchema } from '@rental/shared/api-error';
import { CarSearchQuerySchema } from '@rental/shared/availability';
import {
  CarFieldsSchema,
  CarListSchema,
  CarSchema,
  CarUpdateFieldsSchema,
} from '@rental/shared/cars';
import { IdParamsSchema } from '@rental/shared/fields';
import { MAX_CAR_IMAGES, MAX_IMAGE_MB } from '@rental/shared/constants';
import { multipartRoute } from '../../lib/multipart-route';
import { errorResponses } from '../../lib/route-errors';
import { MULTIPART_LIMITS, readMultipartForm } from '../uploads/multipart-form';
import { parseCarForm } from './cars.form';
import { branchCarsJson, carListsJson, searchCarsJson } from './car-lists';
import * as cars from './cars.service';

const errors = errorResponses(400, 401, 403, 404);
const adminOnly = [{ bearer: [] }];

// For the OpenAPI document only: the form is read from the stream and validated in the handler.
const imagesDoc = (min: number) =>
  z
    .array(z.string().meta({ format: 'binary' }))
    .min(min)
    .max(3)
    .meta({
      description: `JPEG, PNG or WEBP, at most ${MAX_IMAGE_MB} MB each; repeat the field per image.`,
    });
const AddCarFormDoc = CarFieldsSchema.extend({ images: imagesDoc(1) });
const EditCarFormDoc = CarUpdateFieldsSchema.extend({ images: imagesDoc(0).optional() });

/** Sends JSON text that was serialised (and cached) ahead of time. */
function sendJsonText(reply: FastifyReply, text: string | Buffer) {
  return reply.type('application/json; charset=utf-8').send(text);
}

export const carsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  // docs/product.md#back-office: the fleet and its prices are the owner's.
  const admin = app.requireOwner();
  // The back office (its dashboard reloads the list right after a change) reads the database,
  // whichever process made the change; everyone else gets the list cached for a second. Only a
  // valid staff token opts out: a made-up Authorization header must not send every request to
  // the database (docs/product.md#cars).
  const fresh = async (request: FastifyRequest): Promise<boolean> => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match) return false;
    const user = await app.tokens.verify(match[1]!).catch(() => null);
    return user?.role === 'admin';
  };
  const lists = async (request: FastifyRequest) => carListsJson(app, await fresh(request));

  app.get(
    '/cars',
    {
      schema: {
        tags: ['cars'],
        summary: 'All cars in the fleet, newest first; optionally of one branch or for dates',
        description:
          'Without `from` and `to`: the plain list (every live car, newest first), of one branch ' +
          'when `branch` is given. With both `from` and `to`: every live car (of the branch) ' +
          'with `freeForDates`, true when the car is available and no Pending or Confirmed ' +
          'booking or maintenance block overlaps the period widened by the 2-hour cleaning ' +
          'buffer. Only one of from/to, a bad date, or `to` not after `from` answers 400 with ' +
          '`fields`.',
        querystring: CarSearchQuerySchema,
        response: { 200: CarListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { from, to, branch } = request.query;
      if (from && to) {
        const json = await searchCarsJson(app, { from, to }, branch, await fresh(request));
        return sendJsonText(reply, json);
      }
      if (branch)
        return sendJsonText(reply, await branchCarsJson(app, branch, await fresh(request)));
      return sendJsonText(reply, (await lists(request)).all);
    },
  );

  app.get(
    '/cars/featured/cars',
    {
      schema: {
        tags: ['cars'],
        summary: 'Featured cars that are available (at most 6)',
        response: { 200: CarListSchema },
      },
    },
    async (request, reply) => sendJsonText(reply, (await lists(request)).featured),
  );

  app.get(
    '/cars/:id',
    {
      schema: {
        tags: ['cars'],
        summary: 'One car',
        params: IdParamsSchema,
        response: { 200: CarSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await cars.carJson(app, request.params.id, await fresh(request))),
  );

  app.patch(
    '/cars/:id/toggle',
    {
      preHandler: admin,
      schema: {
        tags: ['cars'],
        summary: 'Flip a car between available and unavailable',
        security: adminOnly,
        params: IdParamsSchema,
        response: { 200: CarSchema, ...errors },
      },
    },
    async (request) => cars.toggleCarAvailability(app, request.user!.id, request.params.id),
  );

  app.delete(
    '/cars/:id',
    {
      preHandler: admin,
      schema: {
        tags: ['cars'],
        summary: 'Remove a car from the fleet (its bookings keep their records)',
        security: adminOnly,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await cars.removeCar(app, request.user!.id, request.params.id);
      return { message: 'Car deleted.' };
    },
  );

  app.post(
    '/cars/add',
    {
      preHandler: admin,
      ...multipartRoute,
      schema: {
        tags: ['cars'],
        summary: `Add a car (multipart form with 1 to ${MAX_CAR_IMAGES} images)`,
        security: adminOnly,
        consumes: ['multipart/form-data'],
        body: AddCarFormDoc,
        response: { 201: CarSchema, ...errors, ...errorResponses(409, 413) },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      const fields = parseCarForm(CarFieldsSchema, form, { imagesRequired: true });
      return reply
        .status(201)
        .send(await cars.createCar(app, request.user!.id, fields, form.files));
    },
  );

  app.put(
    '/cars/:id',
    {
      preHandler: admin,
      ...multipartRoute,
      schema: {
        tags: ['cars'],
        summary: 'Edit a car; new images replace the old ones, none keeps them',
        security: adminOnly,
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        body: EditCarFormDoc,
        response: { 200: CarSchema, ...errors, ...errorResponses(409, 413) },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request);
      const fields = parseCarForm(CarUpdateFieldsSchema, form, { imagesRequired: false });
      return cars.updateCar(app, request.user!.id, request.params.id, fields, form.files);
    },
  );
};

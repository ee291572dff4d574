import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BillSchema } from '@rental/shared/bill';
import { BookingSchema, type Booking } from '@rental/shared/bookings';
import { MAX_IMAGE_BYTES } from '@rental/shared/constants';
import { IdParamsSchema } from '@rental/shared/fields';
import {
  MAX_HANDOVER_PHOTOS,
  PickupRecordSchema,
  ReturnRecordSchema,
} from '@rental/shared/handover';
import { refuseBrokenText } from '../../plugins/text-input';
import { ValidationError } from '../../errors';
import { multipartRoute } from '../../lib/multipart-route';
import { fileResponse } from '../../lib/file-response';
import { errorResponses } from '../../lib/route-errors';
import type { UploadedFile } from '../uploads/image-pipeline';
import { readMultipartForm } from '../uploads/multipart-form';
import { handoverPhoto } from './handover-files';
import { bookingInvoice } from './booking-invoice';
import { previewBill } from './handover-bill';
import { PHOTOS } from './handover-photos';
import { recordPickup } from './handover-pickup';
import { recordReturn } from './handover-return';

// docs/product.md#api: the staff's pickup and return records (a form with photos), the bill a
// return would make, and the private handover photos.

const tags = ['handover'];
const security = [{ bearer: [] }];

const photosDoc = z
  .array(z.string().meta({ format: 'binary' }))
  .max(MAX_HANDOVER_PHOTOS)
  .optional()
  .meta({ description: `JPEG, PNG or WEBP photos of the car, at most ${MAX_HANDOVER_PHOTOS}.` });
const formDoc = (fields: string) =>
  z.object({
    record: z.string().meta({ description: `The record as JSON: ${fields}.` }),
    photos: photosDoc,
  });

const PhotoParamsSchema = IdParamsSchema.extend({
  name: z
    .string()
    .regex(/^[0-9a-f-]{36}(-thumb)?\.webp$/, 'Not a photo name.')
    .describe('<id>.webp, or <id>-thumb.webp for the small one'),
});

/** The form's `record` field, checked against its schema, and the photos. */
async function readRecord<S extends z.ZodType>(request: FastifyRequest, schema: S) {
  const form = await readMultipartForm(request, PHOTOS);
  let json: unknown;
  try {
    json = JSON.parse(String(form.fields.get('record')?.[0] ?? ''));
  } catch {
    throw new ValidationError('Send the record as JSON in the "record" field.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    throw new ValidationError(parsed.error.issues[0]!.message, fields);
  }
  // After the schema, whose messages name the field: what it lets through holds no NUL either.
  refuseBrokenText(parsed.data);
  return { record: parsed.data as z.output<S>, photos: form.files };
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** POST /bookings/{id}/pickup or /return: a multipart form of the record and its photos. */
function recordRoute<S extends z.ZodType>(
  app: ZodApp,
  kind: 'pickup' | 'return',
  route: {
    schema: S;
    summary: string;
    fields: string;
    save: (
      deps: FastifyInstance,
      adminId: string,
      bookingId: string,
      record: z.output<S>,
      photos: UploadedFile[],
    ) => Promise<Booking>;
  },
): void {
  app.post(
    `/bookings/:id/${kind}`,
    {
      preHandler: [app.requireRole('admin'), app.inBranch('booking')],
      ...multipartRoute,
      schema: {
        tags,
        summary: route.summary,
        operationId: kind === 'pickup' ? 'postBookingPickup' : 'postBookingReturn',
        security,
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        body: formDoc(route.fields),
        response: { 201: BookingSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request, reply) => {
      const { record, photos } = await readRecord(request, route.schema);
      const booking = await route.save(app, request.user!.id, request.params.id, record, photos);
      return reply.status(201).send(booking);
    },
  );
}

export const handoverRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      // Above the real limit, so extra photos reach the check that names the limit.
      files: MAX_HANDOVER_PHOTOS + 4,
      fields: 4,
      fieldSize: 32 * 1024,
      parts: MAX_HANDOVER_PHOTOS + 8,
    },
  });
  const admin = [app.requireRole('admin'), app.inBranch('booking')];
  const anyone = [app.requireRole('customer', 'admin'), app.inBranch('booking')];

  recordRoute(app, 'pickup', {
    schema: PickupRecordSchema,
    summary: 'Hand the car over: odometer, fuel, photos, damage notes, documents checked',
    fields:
      'odometerKm, fuelLevel, damageNotes, photos (each photo described), documentsChecked, deposit',
    save: recordPickup,
  });
  recordRoute(app, 'return', {
    schema: ReturnRecordSchema,
    summary: 'Take the car back: the final bill, the booking Completed, the invoice numbered',
    fields: 'odometerKm, fuelLevel, damageNotes, photos (each photo described), charges',
    save: recordReturn,
  });

  app.post(
    '/bookings/:id/bill-preview',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'The bill the return would make if it were recorded now',
        operationId: 'postBillPreview',
        security,
        params: IdParamsSchema,
        body: ReturnRecordSchema,
        response: { 200: BillSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => previewBill(app, request.params.id, request.body),
  );

  app.get(
    '/bookings/:id/photos/:name',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: "A handover photo, for the booking's renter and the admin only; never cached",
        operationId: 'getHandoverPhoto',
        security,
        params: PhotoParamsSchema,
        response: {
          200: fileResponse('The photo (WebP).', ['image/webp']),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await handoverPhoto(app, request.user!, request.params.id, request.params.name);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.data);
    },
  );

  app.get(
    '/bookings/:id/invoice',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: "The closed rental's tax invoice (or receipt), as a PDF",
        operationId: 'getBookingInvoice',
        security,
        params: IdParamsSchema,
        response: {
          200: fileResponse('The PDF.', ['application/pdf']),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const { number, pdf } = await bookingInvoice(app, request.user!, request.params.id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${number.replaceAll('/', '-')}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    },
  );
};

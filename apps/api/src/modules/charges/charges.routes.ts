import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@rental/shared/api-error';

import {
  AfterTripSchema,
  CHARGE_MESSAGES,
  ChargeDecisionSchema,
  ChargeDisputeSchema,
  ChargePaymentSchema,
  ChargeSchema,
  DepositReturnsDueSchema,
  DisputeQueueSchema,
  MAX_CHARGE_FILES,
  NewChargeSchema,
} from '@rental/shared/charges';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@rental/shared/documents';
import { IdParamsSchema } from '@rental/shared/fields';
import { AppError, ValidationError } from '../../errors';
import { extensionOf, sendPrivateFile } from '../documents/document-file';
import { fileResponse } from '../../lib/file-response';
import { multipartRoute } from '../../lib/multipart-route';
import { refuseBrokenText } from '../../plugins/text-input';
import { errorResponses } from '../../lib/route-errors';
import { readMultipartForm } from '../uploads/multipart-form';
import { afterTripOf, depositReturnsDue, disputeQueue } from './after-trip.service';
import { decideDispute, disputeCharge, payCharge } from './charge-settlement.service';
import { addCharge, chargeFile } from './charges.service';
import { debitNotePdf } from './debit-note.service';

// docs/product.md#api: charges after the trip, their evidence, payment and dispute, and the
// deposit returns. Calls about one charge (/charges/{id}/…) check its booking's branch in the
// service (chargeFor), hence branchScope 'list' there.

const tags = ['charges'];
const security = [{ bearer: [] }];
const ChargeFileParamsSchema = z.object({ id: z.string(), fileId: z.string() });

const NewChargeFormDoc = z.object({
  charge: z.string().meta({ description: 'JSON: { type, amount, reference, note }' }),
  files: z.array(z.string().meta({ format: 'binary' })).meta({
    description: `Up to ${MAX_CHARGE_FILES} evidence files: JPEG, PNG or PDF.`,
  }),
});

async function readChargeForm(request: FastifyRequest) {
  let form;
  try {
    form = await readMultipartForm(request, {
      count: MAX_CHARGE_FILES,
      tooMany: CHARGE_MESSAGES.tooManyFiles,
      field: 'files',
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, ERROR_CODES.payloadTooLarge, DOCUMENT_MESSAGES.tooLarge, {
        files: DOCUMENT_MESSAGES.tooLarge,
      });
    }
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(String(form.fields.get('charge')?.[0] ?? ''));
  } catch {
    throw new ValidationError(CHARGE_MESSAGES.badForm, { charge: CHARGE_MESSAGES.badForm });
  }
  const parsed = NewChargeSchema.safeParse(json);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    throw new ValidationError(parsed.error.issues[0]!.message, fields);
  }
  // The form's JSON never passed the check in front of every handler (docs/product.md#security).
  refuseBrokenText(parsed.data);
  return { charge: parsed.data, files: form.files };
}

export const chargesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_DOCUMENT_BYTES,
      // Above the real limit, so extra files reach the check that names the limit.
      files: MAX_CHARGE_FILES + 2,
      fields: 3,
      fieldSize: 8 * 1024,
      parts: MAX_CHARGE_FILES + 6,
    },
  });
  const admin = app.requireRole('admin');
  const customer = app.requireRole('customer');
  const anyone = app.requireRole('customer', 'admin');

  app.post(
    '/bookings/:id/charges',
    {
      preHandler: [admin, app.inBranch('booking')],
      ...multipartRoute,
      schema: {
        tags,
        summary: 'Add a charge after the trip (toll, challan, damage…) with its evidence files',
        description:
          'A multipart form: `charge` (JSON) and up to five `files`. Only on a Completed booking, ' +
          'within POST_TRIP_DAYS of the return (409 `charge_window_closed` after). A damage ' +
          'charge comes within DAMAGE_CLAIM_HOURS and cites a photo (`photos`: `return:rear`…) ' +
          'or carries an image (docs/product.md#damage-claims).',
        security,
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        body: NewChargeFormDoc,
        response: { 201: ChargeSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request, reply) => {
      const { charge, files } = await readChargeForm(request);
      return reply
        .status(201)
        .send(await addCharge(app, request.user!.id, request.params.id, charge, files));
    },
  );

  app.get(
    '/bookings/:id/charges',
    {
      preHandler: [anyone, app.inBranch('booking')],
      schema: {
        tags,
        summary: "A booking's charges after the trip and its deposit return with the arithmetic",
        security,
        params: IdParamsSchema,
        response: { 200: AfterTripSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => afterTripOf(app, request.user!, request.params.id),
  );

  app.get(
    '/charges/:id/files/:fileId',
    {
      config: { branchScope: 'list' },
      preHandler: anyone,
      schema: {
        tags,
        summary: "A charge's evidence file, for its renter and the staff only; never cached",
        security,
        params: ChargeFileParamsSchema,
        response: {
          200: fileResponse('The file (JPEG, PNG or PDF).', [
            'image/jpeg',
            'image/png',
            'application/pdf',
          ]),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const file = await chargeFile(app, request.user!, id, fileId);
      return sendPrivateFile(reply, file, `evidence-${fileId}.${extensionOf(file.contentType)}`);
    },
  );

  app.get(
    '/charges/:id/debit-note',
    {
      config: { branchScope: 'list' },
      preHandler: anyone,
      schema: {
        tags,
        summary: "A charge's debit note (PDF), numbered once the charge is due or paid",
        description:
          'Only for the charge types of DEBIT_NOTE_TYPES (404 otherwise); 409 ' +
          '`debit_note_not_yet` while the charge may still be disputed or paid.',
        security,
        params: IdParamsSchema,
        response: {
          200: fileResponse('The debit note.', ['application/pdf']),
          ...errorResponses(401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const note = await debitNotePdf(app, request.user!, request.params.id);
      return sendPrivateFile(
        reply,
        { data: note.pdf, contentType: 'application/pdf' },
        `debit-note-${note.number.replace(/\//g, '-')}.pdf`,
      );
    },
  );

  app.post(
    '/charges/:id/payment',
    {
      preHandler: customer,
      schema: {
        tags,
        summary: 'Pay a charge by UPI: the reference, checked by the staff as the advance',
        security,
        params: IdParamsSchema,
        body: ChargePaymentSchema,
        response: { 200: ChargeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => payCharge(app, request.user!, request.params.id, request.body.reference),
  );

  app.post(
    '/charges/:id/dispute',
    {
      preHandler: customer,
      schema: {
        tags,
        summary: 'Dispute a charge with a reason, within DISPUTE_HOURS of it',
        security,
        params: IdParamsSchema,
        body: ChargeDisputeSchema,
        response: { 200: ChargeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => disputeCharge(app, request.user!, request.params.id, request.body.reason),
  );

  app.patch(
    '/charges/:id/dispute',
    {
      config: { branchScope: 'list' },
      preHandler: admin,
      schema: {
        tags,
        summary: 'Decide a dispute: uphold or waive the charge, with a reason the renter sees',
        security,
        params: IdParamsSchema,
        body: ChargeDecisionSchema,
        response: { 200: ChargeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => decideDispute(app, request.user!, request.params.id, request.body),
  );

  app.get(
    '/admin/charges/disputes',
    {
      config: { branchScope: 'list' },
      preHandler: admin,
      schema: {
        tags,
        summary: 'Disputed charges waiting for a decision, oldest first',
        security,
        response: { 200: DisputeQueueSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => disputeQueue(app, request.branchScope),
  );

  app.get(
    '/admin/deposit-returns',
    {
      config: { branchScope: 'list' },
      preHandler: admin,
      schema: {
        tags,
        summary:
          'Deposit payouts to make (returns, and amounts given back since), oldest first; ' +
          'returns whose day has come are made due',
        security,
        response: { 200: DepositReturnsDueSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => depositReturnsDue(app, request.branchScope),
  );
};

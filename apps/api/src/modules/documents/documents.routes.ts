import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, MessageSchema } from '@rental/shared/api-error';
import {
  DecideDocumentSchema,
  DOCUMENT_MESSAGES,
  DocumentKindSchema,
  DocumentListSchema,
  DocumentSchema,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_MB,
  ReviewQuerySchema,
  ReviewQueueSchema,
} from '@rental/shared/documents';
import { IdParamsSchema } from '@rental/shared/fields';
import { TOTAL_COUNT_HEADER } from '@rental/shared/constants';
import { AppError, ValidationError } from '../../errors';
import { multipartRoute } from '../../lib/multipart-route';
import { fileResponse } from '../../lib/file-response';
import { errorResponses } from '../../lib/route-errors';
import { readMultipartForm } from '../uploads/multipart-form';
import { sendPrivateFile } from './document-file';
import * as documents from './documents.service';

// docs/product.md#api: the renter's own documents, the file by id, and the admin's review queue.

const UploadFormDoc = z.object({
  kind: DocumentKindSchema,
  file: z.string().meta({
    format: 'binary',
    description: `JPEG, PNG or PDF, at most ${MAX_DOCUMENT_MB} MB.`,
  }),
});

async function readUpload(request: FastifyRequest) {
  let form;
  try {
    form = await readMultipartForm(request, {
      count: 1,
      tooMany: DOCUMENT_MESSAGES.oneFile,
      field: 'file',
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, ERROR_CODES.payloadTooLarge, DOCUMENT_MESSAGES.tooLarge, {
        file: DOCUMENT_MESSAGES.tooLarge,
      });
    }
    throw error;
  }
  const kind = DocumentKindSchema.safeParse(form.fields.get('kind')?.[0]);
  if (!kind.success) {
    throw new ValidationError(kind.error.issues[0]!.message, {
      kind: kind.error.issues[0]!.message,
    });
  }
  const file = form.files[0];
  if (!file)
    throw new ValidationError(DOCUMENT_MESSAGES.noFile, { file: DOCUMENT_MESSAGES.noFile });
  return { kind: kind.data, data: file.data };
}

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 2, fields: 5, fieldSize: 1024, parts: 8 },
  });
  const customer = app.requireRole('customer');
  const admin = app.requireRole('admin');
  const anyone = app.requireRole('customer', 'admin');
  const security = [{ bearer: [] }];

  app.get(
    '/users/me/documents',
    {
      preHandler: customer,
      schema: {
        tags: ['documents'],
        summary: "The renter's documents, newest first",
        security,
        response: { 200: DocumentListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => documents.listMyDocuments(app, request.user!.id),
  );

  app.post(
    '/users/me/documents',
    {
      // The renter's counts are taken before the body is read (docs/product.md#documents).
      preHandler: [customer, ...app.limiters.documentUpload],
      ...multipartRoute,
      schema: {
        tags: ['documents'],
        summary: 'Upload a licence side, a masked Aadhaar or a passport photo page',
        security,
        consumes: ['multipart/form-data'],
        body: UploadFormDoc,
        response: { 201: DocumentSchema, ...errorResponses(400, 401, 403, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const { kind, data } = await readUpload(request);
      return reply
        .status(201)
        .send(await documents.uploadDocument(app, request.user!.id, kind, data));
    },
  );

  app.delete(
    '/users/me/documents/:id',
    {
      preHandler: customer,
      schema: {
        tags: ['documents'],
        summary: 'Delete one of the renter’s documents while no rental is open',
        security,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await documents.deleteMyDocument(app, request.user!.id, request.params.id);
      return { message: 'Document deleted.' };
    },
  );

  app.get(
    '/documents/:id/file',
    {
      preHandler: [anyone, app.inBranch('document')],
      schema: {
        tags: ['documents'],
        summary: "A document's file, for its owner and the admin only; never cached",
        security,
        params: IdParamsSchema,
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
      const file = await documents.getDocumentFile(app, request.user!, request.params.id);
      return sendPrivateFile(reply, file, file.filename);
    },
  );

  app.get(
    '/admin/documents',
    {
      config: { branchScope: 'list' },
      preHandler: admin,
      schema: {
        tags: ['documents'],
        summary: `The review queue: one page of documents of one status, oldest first; the total is in ${TOTAL_COUNT_HEADER}`,
        security,
        querystring: ReviewQuerySchema,
        response: { 200: ReviewQueueSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = await documents.reviewQueue(app, request.query, request.branchScope);
      return reply.header(TOTAL_COUNT_HEADER, String(page.total)).send(page.documents);
    },
  );

  app.patch(
    '/documents/:id',
    {
      preHandler: [admin, app.inBranch('document')],
      schema: {
        tags: ['documents'],
        summary: 'Approve a document, or reject it with a reason the renter sees',
        security,
        params: IdParamsSchema,
        body: DecideDocumentSchema,
        response: { 200: DocumentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      documents.decideDocument(app, request.user!.id, request.params.id, request.body),
  );
};

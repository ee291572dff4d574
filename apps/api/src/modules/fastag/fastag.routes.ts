import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '@rental/shared/api-error';
import { IdParamsSchema } from '@rental/shared/fields';
import {
  FASTAG_MESSAGES,
  FastagConfirmResultSchema,
  FastagConfirmSchema,
  FastagImportRequestSchema,
  FastagImportResultSchema,
  FastagMappingInputSchema,
  FastagMappingListSchema,
  FastagMappingSchema,
  FastagProposedListSchema,
} from '@rental/shared/fastag';
import { errorResponses } from '../../lib/route-errors';
import { deleteMapping, listMappings, saveMapping } from './fastag-mappings.service';
import { confirmTolls, importStatement, proposedTolls } from './fastag.service';

// docs/product.md#api: the FASTag statement import. A branch's staff import, see and confirm
// only their branch's bookings' tolls (the service limits each to request.branchScope).

const tags = ['fastag'];
const security = [{ bearer: [] }];

export const fastagRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireRole('admin');

  app.post(
    '/admin/fastag/imports',
    {
      config: { branchScope: 'list' },
      preHandler: admin,
      schema: {
        tags,
        summary:
          "Import a bank's FASTag statement (CSV text): matched rows become tolls to confirm",
        description:
          'Columns: transaction id, date and time (Indian time), plaza, vehicle registration, ' +
          'amount (whole rupees). With `bank`, the header names saved for that bank are used; ' +
          'without, the names banks usually write. A header row without one of the columns is ' +
          "answered 422 `fastag_unknown_columns` with the file's header names in `columns`, to " +
          "save the bank's mapping and import again. A row that cannot be read refuses the " +
          'whole file (400 naming its line). Transactions imported before are listed as ' +
          'unmatched and add nothing.',
        security,
        body: FastagImportRequestSchema,
        response: {
          201: FastagImportResultSchema,
          ...errorResponses(400, 401, 403, 409, 413, 422),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await importStatement(app, request.user!.id, request.branchScope, request.body)),
  );

  app.get(
    '/admin/fastag/proposed',
    {
      config: { branchScope: 'list' },
      preHandler: admin,
      schema: {
        tags,
        summary: 'Tolls from FASTag statements waiting to be confirmed, oldest first',
        security,
        response: { 200: FastagProposedListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => proposedTolls(app, request.branchScope),
  );

  app.post(
    '/admin/fastag/confirm',
    {
      config: { branchScope: 'list' },
      preHandler: admin,
      schema: {
        tags,
        summary: 'Confirm the chosen tolls as toll charges, all or none; the renters are told',
        security,
        body: FastagConfirmSchema,
        response: { 200: FastagConfirmResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => confirmTolls(app, request.user!.id, request.branchScope, request.body.ids),
  );

  // The banks' column mappings belong to no branch: every branch imports the same banks' files.
  app.get(
    '/admin/fastag/mappings',
    {
      config: { branchScope: 'every-branch' },
      preHandler: admin,
      schema: {
        tags,
        summary: "The banks' saved FASTag statement columns, by bank name",
        security,
        response: { 200: FastagMappingListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listMappings(app),
  );

  app.post(
    '/admin/fastag/mappings',
    {
      config: { branchScope: 'every-branch' },
      preHandler: admin,
      schema: {
        tags,
        summary: "Save a bank's FASTag statement columns, replacing the ones saved before",
        description:
          "For each field, the header name in that bank's file; no header twice. The bank name " +
          'compares trimmed and without case: saving an existing bank replaces its columns ' +
          '(200), a new one is added (201). Two saves of one bank at once both succeed.',
        security,
        body: FastagMappingInputSchema,
        response: {
          200: FastagMappingSchema,
          201: FastagMappingSchema,
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const { mapping, created } = await saveMapping(app, request.user!.id, request.body);
      return reply.status(created ? 201 : 200).send(mapping);
    },
  );

  app.delete(
    '/admin/fastag/mappings/:id',
    {
      config: { branchScope: 'every-branch' },
      preHandler: admin,
      schema: {
        tags,
        summary: "Delete a bank's saved FASTag statement columns",
        security,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteMapping(app, request.user!.id, request.params.id);
      return { message: FASTAG_MESSAGES.mappingDeleted };
    },
  );
};

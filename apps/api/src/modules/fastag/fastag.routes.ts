import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FastagConfirmResultSchema,
  FastagConfirmSchema,
  FastagImportRequestSchema,
  FastagImportResultSchema,
  FastagProposedListSchema,
} from '@rental/shared/fastag';
import { errorResponses } from '../../lib/route-errors';
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
          'Columns (header names as banks write them): transaction id, date and time (Indian ' +
          'time), plaza, vehicle registration, amount (whole rupees). A row that cannot be read ' +
          'refuses the whole file (400 naming its line). Transactions imported before are ' +
          'listed as unmatched and add nothing.',
        security,
        body: FastagImportRequestSchema,
        response: { 201: FastagImportResultSchema, ...errorResponses(400, 401, 403, 409, 413) },
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
};

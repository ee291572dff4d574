import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BlockCustomerSchema,
  CustomerBlockStateSchema,
  CustomerDetailSchema,
  CustomerListQuerySchema,
  CustomerNoteInputSchema,
  CustomerNoteSchema,
  CustomerPageSchema,
} from '@rental/shared/customer-directory';
import { IdParamsSchema } from '@rental/shared/fields';
import { errorResponses } from '../../lib/route-errors';
import { blockCustomer, unblockCustomer } from './block.service';
import { addNote, customerDetail, listCustomers } from './directory.service';

// docs/product.md#api: the back office's customer directory, under /api/admin/customers. Any
// admin reads it and adds notes (a branch's staff for the renters in their reach); only the
// owner blocks and unblocks (docs/product.md#customers).

const tags = ['customers'];
const security = [{ bearer: [] }];

export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/customers',
    {
      config: { branchScope: 'list' },
      preHandler: app.requireRole('admin'),
      schema: {
        tags,
        summary: 'Renters by name or mobile prefix, one page at a time, with their figures',
        security,
        querystring: CustomerListQuerySchema,
        response: { 200: CustomerPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listCustomers(app, request.user!, request.query),
  );

  app.get(
    '/admin/customers/:id',
    {
      config: { branchScope: 'list' },
      preHandler: app.requireRole('admin'),
      schema: {
        tags,
        summary: 'One renter: bookings, spend, money received, documents, notes and block',
        security,
        params: IdParamsSchema,
        response: { 200: CustomerDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => customerDetail(app, request.user!, request.params.id),
  );

  app.post(
    '/admin/customers/:id/notes',
    {
      config: { branchScope: 'list' },
      preHandler: app.requireRole('admin'),
      schema: {
        tags,
        summary: 'Add a note on a renter',
        security,
        params: IdParamsSchema,
        body: CustomerNoteInputSchema,
        response: { 201: CustomerNoteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addNote(app, request.user!, request.params.id, request.body)),
  );

  app.post(
    '/admin/customers/:id/block',
    {
      preHandler: app.requireOwner(),
      schema: {
        tags,
        summary: 'Block a renter from booking, with the reason (owner)',
        security,
        params: IdParamsSchema,
        body: BlockCustomerSchema,
        response: { 200: CustomerBlockStateSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => blockCustomer(app, request.user!.id, request.params.id, request.body.reason),
  );

  app.post(
    '/admin/customers/:id/unblock',
    {
      preHandler: app.requireOwner(),
      schema: {
        tags,
        summary: 'Let a blocked renter book again (owner)',
        security,
        params: IdParamsSchema,
        response: { 200: CustomerBlockStateSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => unblockCustomer(app, request.user!.id, request.params.id),
  );
};

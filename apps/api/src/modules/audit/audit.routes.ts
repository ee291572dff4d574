import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditActorListSchema, AuditEntryListSchema, AuditQuerySchema } from '@rental/shared/audit';
import { TOTAL_COUNT_HEADER } from '@rental/shared/constants';
import { IdParamsSchema } from '@rental/shared/fields';
import { errorResponses } from '../../lib/route-errors';
import { bookingAudit, listAudit, listAuditActors } from './audit.service';

// docs/product.md#api: the audit log, for the owner, and a booking's own history of changes.

const tags = ['audit'];
const security = [{ bearer: [] }];

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      preHandler: app.requireOwner(),
      schema: {
        tags,
        summary: `Audit entries, newest first, filtered; the filtered total is in ${TOTAL_COUNT_HEADER}`,
        description:
          'Every write by the owner or staff with who, when, what and the changed values ' +
          'before and after. `from` and `to` are Kolkata days, both included.',
        security,
        querystring: AuditQuerySchema,
        response: { 200: AuditEntryListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { entries, total } = await listAudit(app, request.query);
      return reply.header(TOTAL_COUNT_HEADER, String(total)).send(entries);
    },
  );

  app.get(
    '/admin/audit/actors',
    {
      preHandler: app.requireOwner(),
      schema: {
        tags,
        summary: 'Every admin account (owner and staff), for the audit log’s person filter',
        security,
        response: { 200: AuditActorListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listAuditActors(app),
  );

  app.get(
    '/bookings/:id/audit',
    {
      preHandler: [app.requireRole('admin'), app.inBranch('booking')],
      schema: {
        tags,
        summary: 'A booking’s own audit entries, newest first (admin)',
        security,
        params: IdParamsSchema,
        response: { 200: AuditEntryListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => bookingAudit(app, request.user!, request.params.id),
  );
};

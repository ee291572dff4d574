import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditActorListSchema, AuditEntryListSchema, AuditQuerySchema } from '@rental/shared/audit';
import { TOTAL_COUNT_HEADER } from '@rental/shared/constants';
import { errorResponses } from '../../lib/route-errors';
import { listAudit, listAuditActors } from './audit.service';

// docs/product.md#api: the audit log, for the owner. A booking's own entries are a booking call
// (bookings.routes.ts), which checks the booking may be seen.

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
};

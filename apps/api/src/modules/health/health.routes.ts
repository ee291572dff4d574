import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.string() });
const ReadySchema = z.object({ status: z.enum(['ready', 'starting', 'draining']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const, database: app.dbKind };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({ status: 'error' as const, database: app.dbKind });
      }
    },
  );

  // docs/deploy.md#readiness: what a proxy's health check asks; 503 while starting or draining.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: whether this process takes new requests',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      const status = app.readiness.state();
      return reply.status(status === 'ready' ? 200 : 503).send({ status });
    },
  );
};

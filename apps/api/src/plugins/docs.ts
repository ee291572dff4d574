import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { transformOperation } from './openapi-operations';

// The OpenAPI document is generated from the same zod schemas that validate requests.
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Hyderabad Self Drive API',
          description:
            'Cars, bookings, offers and accounts. Errors answer {"error", "code", "fields"}. ' +
            'Customer and admin calls take `Authorization: Bearer <token>`.',
          version: '1.0.0',
        },
        // Paths are written in full (/api/…), so the server is the site's own origin.
        servers: [{ url: '/', description: 'The site that serves this document' }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: transformOperation,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs' },
);

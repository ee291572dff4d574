import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Placeholder until the module is built.
export const adminAuthRoutes: FastifyPluginAsyncZod = async () => {};

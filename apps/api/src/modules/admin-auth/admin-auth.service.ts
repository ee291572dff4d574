import type { FastifyInstance } from 'fastify';

// Placeholder until the module is built.
export async function ensureAdmin(_app: FastifyInstance): Promise<void> {}

import type { FastifyInstance } from 'fastify';

// Placeholder until the module is built.
export async function seedDemoData(_app: FastifyInstance): Promise<void> {}

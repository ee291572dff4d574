import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Placeholder until the module is built: storage of car images and the /uploads route.
export const uploadsPlugin = fp(async (_app: FastifyInstance) => {}, { name: 'uploads' });

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDiskStorage, type Storage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export const UPLOADS_URL_PREFIX = '/uploads';

/** File storage for uploaded images, and the route that serves them (docs/product.md#cars). */
export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    const root = path.join(app.config.dataDir, 'uploads');
    mkdirSync(root, { recursive: true });
    app.decorate('storage', createDiskStorage(root, UPLOADS_URL_PREFIX));

    await app.register(fastifyStatic, {
      root,
      prefix: `${UPLOADS_URL_PREFIX}/`,
      // The site plugin registers @fastify/static too and owns reply.sendFile.
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      // Every upload gets a fresh key and a key is never reused, so a file never changes.
      maxAge: '365d',
      immutable: true,
    });
  },
  { name: 'uploads' },
);

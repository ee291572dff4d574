import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@rental/shared/api-error';
import { importDiskUploads } from './disk-import';
import { createDatabaseStorage, type Storage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export const UPLOADS_URL_PREFIX = '/uploads';
// Every upload gets a fresh key and a key is never reused, so a file never changes.
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/**
 * The only folders this public address serves. Renters' documents and handover photos share the
 * storage but are served by their own authorised calls (docs/product.md#documents).
 */
export const PUBLIC_FOLDERS = ['cars', 'offers'] as const;

function isPublic(key: string): boolean {
  return PUBLIC_FOLDERS.some((folder) => key.startsWith(`${folder}/`));
}

/** File storage for uploaded images, and the route that serves them (docs/product.md#cars). */
export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    const storage = createDatabaseStorage(app.db, app.clock, UPLOADS_URL_PREFIX);
    app.decorate('storage', storage);

    const imported = await importDiskUploads(app.db, path.join(app.config.dataDir, 'uploads'));
    if (imported > 0) app.log.info({ imported }, 'copied uploads from the disk into the database');

    app.get<{ Params: { '*': string } }>(
      `${UPLOADS_URL_PREFIX}/*`,
      { schema: { hide: true } },
      async (request, reply) => {
        const key = request.params['*'];
        const file = isPublic(key) ? await storage.get(key) : undefined;
        if (!file)
          return reply.status(404).send({ error: 'Not found.', code: ERROR_CODES.notFound });
        reply.headers({
          'cache-control': CACHE_FOREVER,
          etag: file.etag,
          'last-modified': file.createdAt.toUTCString(),
        });
        const seen = request.headers['if-none-match'];
        if (seen && seen.split(',').some((tag) => tag.trim() === file.etag)) {
          return reply.status(304).send();
        }
        return reply.type(file.contentType).send(file.data);
      },
    );
  },
  { name: 'uploads' },
);

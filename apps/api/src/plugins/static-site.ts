import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@rental/shared/api-error';

// decisions 1: one process serves the API under /api and the built single-page app for every
// other path; client-side routes fall back to index.html, unknown /api paths answer JSON 404.

export const staticSitePlugin = fp(
  async (app: FastifyInstance, opts: { webDist?: string }) => {
    const webDist = opts.webDist;
    const hasSite = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
    if (hasSite) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        setHeaders(res, filePath) {
          // Vite puts content-hashed files under /assets: safe to keep for a year.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (url === '/api' || url.startsWith('/api/') || !wantsPage || !hasSite) {
        return reply.status(404).send({ error: 'Not found.', code: ERROR_CODES.notFound });
      }
      if (path.extname(url) && !url.endsWith('.html')) {
        // A missing asset must not be answered with the page (it would be parsed as script).
        return reply.status(404).send({ error: 'Not found.', code: ERROR_CODES.notFound });
      }
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', webDist!, { cacheControl: false });
    });
  },
  { name: 'static-site' },
);

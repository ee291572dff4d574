import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@rental/shared/api-error';
import { inlineScriptHashes } from './inline-scripts';
import { allowSources, inlineStylesheets } from './inline-styles';
import { compressPage, pageEncoding, precompressedPage } from './page-encoding';
import { withPageHead, type PageHead } from './page-head';

// docs/product.md#screens: one process serves the API under /api and the built single-page app for
// every other path; client-side routes fall back to index.html, unknown /api paths answer JSON 404.
// A page with a head of its own (a car's page) gets it written into that HTML; `/` gets the
// build's home.html (index.html with its hero picture preloaded) when there is one. The site's
// stylesheet is written into the page (inline-styles.ts), and the CSP allows the page's inline
// boot script by its hash (inline-scripts.ts).

export interface StaticSiteOptions {
  webDist?: string;
  /** The head of the page a request asks for, when it has one of its own. */
  pageHead?: (request: FastifyRequest) => Promise<PageHead | undefined>;
}

export const staticSitePlugin = fp(
  async (app: FastifyInstance, opts: StaticSiteOptions) => {
    const webDist = opts.webDist;
    const hasSite = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
    const read = (name: string) => {
      const file = path.join(webDist ?? '', name);
      return hasSite && existsSync(file)
        ? inlineStylesheets(readFileSync(file, 'utf8'), webDist!)
        : undefined;
    };
    const index = read('index.html') ?? { html: '', styleHashes: [] };
    const home = read('home.html') ?? index;
    const styleHashes = [...new Set([...index.styleHashes, ...home.styleHashes])];
    const scriptHashes = [
      ...new Set([...inlineScriptHashes(index.html), ...inlineScriptHashes(home.html)]),
    ];
    const compressed = {
      index: precompressedPage(index.html),
      home: precompressedPage(home.html),
    };
    if (hasSite) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        // The build writes each script and stylesheet also as .br and .gz at the highest levels;
        // sending those beats compressing per response (docs/decisions/022-…).
        preCompressed: true,
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

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (url === '/api' || url.startsWith('/api/') || !wantsPage || !hasSite) {
        return reply.status(404).send({ error: 'Not found.', code: ERROR_CODES.notFound });
      }
      if (path.extname(url) && !url.endsWith('.html')) {
        // A missing asset must not be answered with the page (it would be parsed as script).
        return reply.status(404).send({ error: 'Not found.', code: ERROR_CODES.notFound });
      }
      // The page works without its own head: a failed lookup only costs the preview.
      const head = await opts.pageHead?.(request).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page head lookup failed');
        return undefined;
      });
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        const withStyles = allowSources(policy, 'style-src', styleHashes);
        reply.header(
          'content-security-policy',
          allowSources(withStyles, 'script-src', scriptHashes),
        );
      }
      const isHome = url === '/';
      const page = isHome ? home.html : index.html;
      const encoding = pageEncoding(request.headers['accept-encoding']);
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      if (!encoding) return reply.send(head ? withPageHead(page, head) : page);
      reply.header('content-encoding', encoding);
      if (head) return reply.send(await compressPage(withPageHead(page, head), encoding));
      return reply.send(compressed[isHome ? 'home' : 'index'][encoding]);
    });
  },
  { name: 'static-site' },
);

import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

// docs/decisions/022-performance-close-to-the-limit.md: the pages of the single-page app carry
// the site's stylesheet (about 100 KB), and they are answered outside any route, where
// @fastify/compress does not reach. The two fixed pages are compressed once at the highest
// levels; a page with a head of its own is compressed per request at a quick level.

export type PageEncoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const QUICK_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The encoding to answer with, from the request's Accept-Encoding (brotli first). */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const offered = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name!.toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return undefined;
}

/** A fixed page in each encoding, made once. */
export function precompressedPage(html: string): Record<PageEncoding, Buffer> {
  const data = Buffer.from(html);
  return {
    br: brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip: gzipSync(data, { level: 9 }),
  };
}

/** A page made for one request, compressed quickly without blocking the event loop. */
export function compressPage(html: string, encoding: PageEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(html, QUICK_BROTLI) : gzipAsync(html);
}

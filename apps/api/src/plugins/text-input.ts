import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BROKEN_TEXT_MESSAGE, isBrokenText } from '@rental/shared/fields';
import { ValidationError } from '../errors';

// docs/product.md#security: one check in front of every handler, before any database sees the
// request: no string of the body, the query or the path (nor any key) may hold NUL or a lone
// surrogate. It runs after the schemas, so a field's own message (naming it) wins where there is
// one; this one cannot be forgotten by a new field. A query escape that is no UTF-8 text is
// refused the same way.

/** The path of the first broken string in `value` ('' for the value itself), or undefined. */
export function brokenTextPath(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return isBrokenText(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  if (Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (isBrokenText(key)) return at;
    const found = brokenTextPath(inner, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Refuses `values` when any holds a broken string: for JSON a route parses itself (a form field). */
export function refuseBrokenText(...values: unknown[]): void {
  for (const value of values) {
    const path = brokenTextPath(value);
    if (path === undefined) continue;
    throw new ValidationError(BROKEN_TEXT_MESSAGE, path ? { [path]: BROKEN_TEXT_MESSAGE } : {});
  }
}

const ESCAPES = /(?:%[0-9A-Fa-f]{2})+/g;

/**
 * The name of the first query field whose percent-escapes are no UTF-8 text (a lone surrogate's
 * bytes, `%ED%A0%80`, among them). The query parser leaves such a value as its raw escapes, so
 * the check on the parsed query never sees a broken string.
 */
export function badlyEncodedQueryField(url: string): string | undefined {
  const start = url.indexOf('?');
  if (start < 0 || !url.includes('%', start)) return undefined;
  for (const pair of url.slice(start + 1).split('&')) {
    const equals = pair.indexOf('=');
    const key = equals < 0 ? pair : pair.slice(0, equals);
    for (const run of pair.match(ESCAPES) ?? []) {
      try {
        decodeURIComponent(run);
      } catch {
        return key.replace(ESCAPES, '');
      }
    }
  }
  return undefined;
}

export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request: FastifyRequest) => {
      const field = badlyEncodedQueryField(request.url);
      if (field !== undefined) {
        throw new ValidationError(BROKEN_TEXT_MESSAGE, { [field]: BROKEN_TEXT_MESSAGE });
      }
      refuseBrokenText(request.params, request.query, request.body);
    });
  },
  { name: 'text-input' },
);

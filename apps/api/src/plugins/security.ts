import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

// docs/product.md#security: security headers with a strict CSP, and compression. Rate limits
// are in rate-limits.ts.

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      // Offer images are pasted addresses on other sites (docs/product.md#offers).
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // wa.me and tel: links open in new windows; keep the opener relationship cut.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** The headers helmet sets for `options`; none of them depends on the request. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    // Every answer carries the same headers: helmet works them out once, at start (the Fastify
    // wrapper would rebuild helmet and parse the policy again on every request).
    const headers = securityHeaders(HELMET_OPTIONS);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(compress, { threshold: 1024 });
  },
  { name: 'security' },
);

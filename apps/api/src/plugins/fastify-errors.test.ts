import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';

// Over real HTTP, since some of these are refused by Node's parser before Fastify sees them.
describeEachDatabase("Fastify's own errors", (h) => {
  let base: string;
  beforeAll(async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  });

  const json = { 'content-type': 'application/json' };
  const cases: [string, () => Promise<Response>, number, string][] = [
    ['a bad URL escape', () => fetch(`${base}/api/cars/%zz`), 400, 'bad_url'],
    [
      'a parameter over 200 characters',
      () => fetch(`${base}/api/cars/${'a'.repeat(201)}`),
      414,
      'uri_too_long',
    ],
    [
      'headers over 16 kB',
      () => fetch(`${base}/api/cars`, { headers: { 'x-big': 'a'.repeat(20_000) } }),
      431,
      'headers_too_large',
    ],
    [
      'an address over 16 kB',
      () => fetch(`${base}/api/cars?q=${'a'.repeat(20_000)}`),
      431,
      'headers_too_large',
    ],
    [
      'an unsupported content type',
      () =>
        fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'text/xml' },
          body: '<a/>',
        }),
      415,
      'unsupported_media_type',
    ],
    [
      'a body over 256 kB',
      () =>
        fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: 'a'.repeat(300_000) }),
        }),
      413,
      'payload_too_large',
    ],
    [
      'JSON that does not parse',
      () => fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: '{"email":' }),
      400,
      'validation_error',
    ],
  ];

  for (const [what, send, status, code] of cases) {
    it(`answers ${what} with ${status} and our error body`, async () => {
      const res = await send();
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await res.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['code', 'error']);
      expect(body.code).toBe(code);
      expect(body.error).toMatch(/^[A-Z].*\.$/);
    });
  }
});

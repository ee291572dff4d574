import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';

describeEachDatabase('health and fallbacks', (h) => {
  it('reports the database as reachable', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: h.kind });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not found.', code: 'not_found' });
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });
});

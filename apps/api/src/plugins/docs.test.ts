import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';

interface Operation {
  operationId?: string;
  security?: unknown[];
  requestBody?: unknown;
  parameters?: { in: string }[];
  responses: Record<string, { content?: Record<string, { schema: { properties?: object } }> }>;
}

describeEachDatabase('the OpenAPI document', (h) => {
  it('names every operation, says which are public and documents every error status', async () => {
    const doc = (await h.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      servers: unknown[];
      paths: Record<string, Record<string, Operation>>;
    }>();
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ name: `${method} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(25);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('getCarsById');

    for (const { name, op } of operations) {
      expect(op.operationId, name).toMatch(/^(get|post|put|patch|delete)[A-Z]\w+$/);
      expect(Array.isArray(op.security), name).toBe(true);
      const statuses = Object.keys(op.responses);
      expect(statuses, name).toEqual(expect.arrayContaining(['400', '431', '500']));
      if (op.requestBody) expect(statuses, name).toEqual(expect.arrayContaining(['413', '415']));
      if (op.parameters?.some((p) => p.in === 'path')) expect(statuses, name).toContain('414');
      if (op.security!.length > 0) expect(statuses, name).toContain('401');
      // Every 4xx and the 500 answer the error body (the health check's 503 reports the parts).
      for (const status of statuses.filter((s) => s.startsWith('4') || s === '500')) {
        const schema = op.responses[status]!.content?.['application/json']?.schema;
        expect(Object.keys(schema?.properties ?? {}), `${name} ${status}`).toEqual(
          expect.arrayContaining(['error', 'code']),
        );
      }
    }
    expect(doc.paths['/api/cars']!.get!.security).toEqual([]);
    expect(doc.paths['/api/bookings/book']!.post!.security).toEqual([{ bearer: [] }]);
  });
});

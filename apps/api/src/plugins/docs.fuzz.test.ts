import fc, { type Arbitrary } from 'fast-check';
import type { InjectOptions } from 'fastify';
import { RATE_LIMITS } from '@rental/shared/constants';
import { beforeAll, expect, it } from 'vitest';
import { createBooking, createCar, createCustomer, createStaffToken } from '../test/factories';
import { describeEachDatabase } from '../test/harness';
import {
  hostileString,
  hostileValue,
  valueFor,
  type JsonSchema,
} from '../test/openapi-arbitraries';

// Schema-driven fuzzing: requests for every operation of the OpenAPI document, built from its
// schemas with fast-check (fixed seed), mostly valid and partly hostile. None may answer 5xx,
// and every 4xx must carry the {error, code} body.

const SEED = 20_261_124;
const RUNS = 2_000;

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const ODD_PATHS = [
  '/api',
  '/api/',
  '//api//cars',
  '/api/cars/',
  '/api/cars/..%2f..%2frental.sqlite',
  '/api/cars/%00',
  '/api/cars/%E0%A4%A',
  '/api/%zz',
  '/uploads/../rental.sqlite',
  '/uploads/%2e%2e/jwt-secret',
  '/uploads/cars/none.webp',
  '/api/docs/json/../../etc/passwd',
  '/api/bookings/customer/',
  '/api/users/%F0%9F%9A%97',
];

function encode(segment: string): string {
  try {
    return encodeURIComponent(segment);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as its bytes
  }
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

describeEachDatabase(
  'schema-driven fuzzing of the API',
  (h) => {
    const tokens: Record<string, string | undefined> = {};
    const ids: string[] = [];
    let operations: Arbitrary<InjectOptions>[] = [];

    beforeAll(async () => {
      const car = await createCar(h);
      const renter = await createCustomer(h);
      const other = await createCustomer(h);
      const booking = await createBooking(h, renter, car);
      ids.push(car.id, renter.id, other.id, booking);
      Object.assign(tokens, {
        none: undefined,
        renter: `Bearer ${renter.token}`,
        other: `Bearer ${other.token}`,
        admin: `Bearer ${await h.adminToken()}`,
        // Branch staff: the review found its 500s behind a staff token.
        staff: `Bearer ${(await createStaffToken(h, 'Boduppal')).token}`,
        garbage: 'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYWRtaW4ifQ.',
        basic: 'Basic YWRtaW46YWRtaW4=',
      });
      const doc = (await h.inject({ method: 'GET', url: '/api/docs/json' })).json<{
        paths: Record<string, Record<string, Operation>>;
      }>();
      operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => requestsFor(method, path, op)),
      );
    });

    const auth = () => fc.constantFrom(...Object.keys(tokens)).map((k) => tokens[k]);
    const pathValue = () =>
      fc.oneof(
        { arbitrary: fc.constantFrom(...ids), weight: 3 },
        { arbitrary: hostileString.map(encode), weight: 2 },
        { arbitrary: fc.constantFrom('..', '%zz', 'a'.repeat(201), '%00'), weight: 1 },
      );

    function requestsFor(method: string, path: string, op: Operation): Arbitrary<InjectOptions> {
      const params = op.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path');
      const query = params.filter((p) => p.in === 'query');
      const headers = params.filter((p) => p.in === 'header');
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const form = content['multipart/form-data']?.schema;

      const url = fc
        .tuple(
          fc.tuple(...pathParams.map(() => pathValue())),
          fc.tuple(...query.map((p) => fc.option(valueFor(p.schema), { freq: 2 }))),
        )
        .map(([values, queryValues]) => {
          let filled = path;
          pathParams.forEach((p, i) => (filled = filled.replace(`{${p.name}}`, values[i]!)));
          const search = new URLSearchParams();
          query.forEach((p, i) => {
            if (queryValues[i] !== null) search.set(p.name, asText(queryValues[i]));
          });
          return search.size ? `${filled}?${search}` : filled;
        });
      const extraHeaders = fc.tuple(
        ...headers.map(() => fc.option(fc.string({ unit: 'binary-ascii', maxLength: 120 }))),
      );
      const body: Arbitrary<{
        payload?: InjectOptions['payload'];
        headers?: Record<string, string>;
      }> = json
        ? fc.oneof(
            {
              arbitrary: valueFor(json).map((payload) => ({ payload: payload as object })),
              weight: 8,
            },
            {
              arbitrary: fc
                .constantFrom('{"a":', '[', 'null', '"x"', '{"__proto__":{"x":1}}')
                .map((payload) => ({ payload, headers: { 'content-type': 'application/json' } })),
              weight: 1,
            },
            {
              arbitrary: hostileString.map((payload) => ({
                payload,
                headers: { 'content-type': 'text/plain' },
              })),
              weight: 1,
            },
          )
        : form
          ? fc.oneof(
              valueFor(form).map((fields) => {
                const data = new FormData();
                if (fields && typeof fields === 'object') {
                  for (const [key, value] of Object.entries(fields))
                    data.append(key, asText(value));
                }
                return { payload: data as unknown as string };
              }),
              valueFor(form).map((payload) => ({ payload: payload as object })),
            )
          : fc.constant({});

      return fc.tuple(url, auth(), extraHeaders, body).map(([u, authorization, extra, b]) => {
        const sent: Record<string, string> = { ...b.headers };
        if (authorization) sent.authorization = authorization;
        headers.forEach((p, i) => {
          if (extra[i] !== null) sent[p.name] = extra[i]!.replace(/[\r\n\0]/g, '');
        });
        return {
          method: method.toUpperCase() as InjectOptions['method'],
          url: u,
          headers: sent,
          payload: b.payload,
        };
      });
    }

    it(`answers ${RUNS} generated requests without a 5xx, every 4xx with our error body`, async () => {
      const odd = fc
        .tuple(
          fc.constantFrom(...ODD_PATHS),
          fc.constantFrom('GET', 'POST', 'DELETE'),
          hostileValue,
        )
        .map(([url, method, payload]): InjectOptions => ({
          method: method as InjectOptions['method'],
          url,
          payload: method === 'GET' ? undefined : (payload as object),
        }));
      const requests = fc.sample(
        fc.oneof({ arbitrary: fc.oneof(...operations), weight: 9 }, { arbitrary: odd, weight: 1 }),
        { seed: SEED, numRuns: RUNS },
      );
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      for (const request of requests) {
        const res = await h.inject(request);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const what = `${request.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode >= 500) failures.push(what);
        else if (res.statusCode >= 400) {
          const body = safeJson(res.body);
          const ok =
            typeof body?.error === 'string' &&
            typeof body.code === 'string' &&
            Object.keys(body).every((key) => ['error', 'code', 'fields'].includes(key));
          if (!ok) failures.push(what);
        }
      }
      const summary = [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ');
      console.log(`fuzz [${h.kind}] seed ${SEED}: ${requests.length} requests; ${summary}`);
      expect(requests.length).toBe(RUNS);
      expect(failures.slice(0, 10)).toEqual([]);
    }, 240_000);
  },
  // The limits are tested on their own; here they would answer 429 to most of the run.
  {
    rateLimits: Object.fromEntries(Object.keys(RATE_LIMITS).map((key) => [key, 1_000_000])),
  },
);

function safeJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

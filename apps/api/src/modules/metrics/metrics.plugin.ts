import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../../db/database';
import { UnauthorizedError } from '../../errors';
import { registerDatabaseGauges } from './metrics-gauges';

// docs/deploy.md#metrics: GET /metrics in Prometheus's text format, only with
// `Authorization: Bearer $METRICS_TOKEN` (not served at all without the setting). Counters are
// this process's since it started; the database gauges are the shared totals.

export interface Metrics {
  /** Pending bookings the hold release cancelled (booking-holds.ts). */
  holdsReleased(count: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const BOOK_ROUTE = '/api/bookings/book';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The outcome of a booking request: booked, or the error code it was refused with. */
function bookingOutcome(status: number, payload: unknown): string {
  if (status === 201) return 'booked';
  try {
    const code = (JSON.parse(String(payload)) as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  } catch {
    // Not our JSON error body: fall back to the status.
  }
  return `status_${status}`;
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { poolUse?: () => PoolUse }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by route pattern and method',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const bookings = new Counter({
      name: 'rental_booking_requests_total',
      help: 'Booking requests by outcome: booked, or the error code of the refusal',
      labelNames: ['outcome'],
      registers: [registry],
    });
    const holds = new Counter({
      name: 'rental_holds_released_total',
      help: 'Pending bookings released (cancelled by the system) by this process',
      registers: [registry],
    });
    registerDatabaseGauges(registry, app.db, app.clock, options.poolUse);

    app.decorate('metrics', { holdsReleased: (n) => holds.inc(n) } satisfies Metrics);

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'POST' && request.routeOptions.url === BOOK_ROUTE) {
        bookings.inc({ outcome: bookingOutcome(reply.statusCode, payload) });
      }
      return payload;
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the path itself, so ids do not make a label each.
      const route = request.routeOptions.url ?? 'unmatched';
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });

    const token = app.config.metricsToken;
    if (!token) return;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!given || !sameToken(given, token)) throw new UnauthorizedError();
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['error-handler'] },
);

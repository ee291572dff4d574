import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';
import { bookingPayload, createBooking, createCar, createCustomer } from '../../test/factories';

// docs/deploy.md#metrics: GET /metrics behind METRICS_TOKEN, in Prometheus's text format.

const TOKEN = 'metrics-token-for-the-tests';

/** The value of one sample line (`name{labels} value`), undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(h: Harness): Promise<string> {
  const res = await h.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

describeEachDatabase(
  'metrics',
  (h) => {
    it('refuses a scrape without the token or with another one', async () => {
      for (const headers of [{}, bearer('not-the-metrics-token'), { authorization: TOKEN }]) {
        const res = await h.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ error: 'Please sign in to continue.' });
      }
    });

    it('counts requests by route, booking outcomes, bookings and the outbox backlog', async () => {
      const customer = await createCustomer(h);
      const car = await createCar(h);
      const book = () =>
        h.inject({
          method: 'POST',
          url: '/api/bookings/book',
          headers: bearer(customer.token),
          payload: bookingPayload(car.id),
        });
      expect((await book()).statusCode).toBe(201);
      expect((await book()).statusCode).toBe(409);
      await h.inject({ method: 'GET', url: `/api/cars/${car.id}` });

      const text = await scrape(h);
      expect(sample(text, 'rental_booking_requests_total{outcome="booked"}')).toBe(1);
      expect(sample(text, 'rental_booking_requests_total{outcome="booking_overlap"}')).toBe(1);
      expect(
        sample(text, 'http_requests_total{method="POST",route="/api/bookings/book",status="201"}'),
      ).toBe(1);
      // The pattern, not the car's own path.
      expect(text).toContain('route="/api/cars/:id"');
      expect(text).not.toContain(car.id);
      expect(
        sample(
          text,
          'http_request_duration_seconds_count{method="POST",route="/api/bookings/book"}',
        ),
      ).toBe(2);
      expect(sample(text, 'rental_bookings{status="Pending"}')).toBe(1);
      // The worker is off in this suite: the booking's messages wait in the outbox.
      expect(sample(text, 'rental_outbox_messages{state="pending"}')).toBeGreaterThan(0);
      expect(sample(text, 'rental_outbox_messages{state="failed"}')).toBe(0);
      expect(sample(text, 'rental_outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      if (h.kind === 'postgres') {
        expect(sample(text, 'rental_db_pool_connections{kind="max"}')).toBe(10);
        expect(sample(text, 'rental_db_pool_connections{kind="total"}')).toBeGreaterThan(0);
        // Read before the scrape's own queries ask for a connection: nothing else runs here.
        expect(sample(text, 'rental_db_pool_connections{kind="waiting"}')).toBe(0);
      } else {
        expect(text).not.toContain('rental_db_pool_connections');
      }
    });

    it('counts the holds released by this process', async () => {
      const customer = await createCustomer(h);
      const car = await createCar(h);
      const longAgo = new Date(Date.now() - 13 * 3_600_000).toISOString();
      await createBooking(h, customer, car, { createdAt: longAgo });
      // The release runs before a (re)started app is ready.
      await h.restart({ metricsToken: TOKEN });
      expect(sample(await scrape(h), 'rental_holds_released_total')).toBe(1);
    });
  },
  {
    config: { metricsToken: TOKEN },
    outbox: { autoStart: false },
  },
);

describeEachDatabase('metrics without METRICS_TOKEN', (h) => {
  it('are not served at all', async () => {
    const res = await h.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(404);
  });
});

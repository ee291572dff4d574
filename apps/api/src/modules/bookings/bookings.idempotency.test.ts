import { beforeAll, expect, it } from 'vitest';
import {
  bookingPayload,
  createCar,
  createCustomer,
  type TestCar,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';

// docs/decisions/002-booking-overlap-and-idempotency.md: a booking request sent again with the same
// Idempotency-Key (a retry after a lost answer) gets the first answer and books once. The booking
// itself: bookings.create.test.ts.

const LIMITS = { bookingPerAccount: 10_000, bookingPerIp: 10_000 };

const book = (h: Harness, token: string, payload: object, headers: Record<string, string> = {}) =>
  h.inject({
    method: 'POST',
    url: '/api/bookings/book',
    payload,
    headers: { ...bearer(token), ...headers },
  });

describeEachDatabase(
  'POST /api/bookings/book with an Idempotency-Key',
  (h) => {
    let renter: TestCustomer;
    let other: TestCustomer;
    let car: TestCar;
    let day = 0;
    /** Each test books its own far-apart dates so tests never overlap by accident. */
    const nextDays = () => (day += 5);
    beforeAll(async () => {
      renter = await createCustomer(h, { mobile: '9876500011' });
      other = await createCustomer(h, { mobile: '9876500012' });
      car = await createCar(h, { name: 'Swift VXi', price: 1800 });
    });

    it('answers a repeated key with the first answer and books once', async () => {
      const payload = bookingPayload(car.id, {}, nextDays());
      const key = { 'idempotency-key': 'retry-key-1' };
      const first = await book(h, renter.token, payload, key);
      const again = await book(h, renter.token, payload, key);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      const rows = await h.app.db
        .selectFrom('bookings')
        .select('id')
        .where('pickup_date', '=', payload.pickupDate as string)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('books once when the same key arrives several times at once', async () => {
      const payload = bookingPayload(car.id, {}, nextDays());
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          book(h, renter.token, payload, { 'idempotency-key': 'parallel-key' }),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(results.map((r) => r.json()._id)).size).toBe(1);
    });

    it('refuses the same key with a different request', async () => {
      const key = { 'idempotency-key': 'retry-key-2' };
      expect(
        (await book(h, renter.token, bookingPayload(car.id, {}, nextDays()), key)).statusCode,
      ).toBe(201);
      const changed = await book(h, renter.token, bookingPayload(car.id, {}, nextDays()), key);
      expect(changed.statusCode).toBe(422);
      expect(changed.json().code).toBe('idempotency_mismatch');
    });

    it('keeps keys apart per customer', async () => {
      const key = { 'idempotency-key': 'shared-key' };
      const a = await book(h, renter.token, bookingPayload(car.id, {}, nextDays()), key);
      const b = await book(h, other.token, bookingPayload(car.id, {}, nextDays()), key);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json()._id).not.toBe(b.json()._id);
    });

    it('refuses a malformed key', async () => {
      const payload = bookingPayload(car.id, {}, nextDays());
      for (const value of ['x'.repeat(101), 'has space']) {
        const res = await book(h, renter.token, payload, { 'idempotency-key': value });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toHaveProperty('idempotency-key');
      }
    });

    it('remembers keys across a restart', async () => {
      const payload = bookingPayload(car.id, {}, nextDays());
      const key = { 'idempotency-key': 'survives-restart' };
      const first = await book(h, renter.token, payload, key);
      await h.restart();
      const again = await book(h, renter.token, payload, key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      const mine = await h.inject({
        method: 'GET',
        url: `/api/bookings/customer/${renter.id}`,
        headers: bearer(renter.token),
      });
      expect(mine.json().map((b: { _id: string }) => b._id)).toContain(first.json()._id);
    });
  },
  { rateLimits: LIMITS, config: { maxPendingBookings: 1_000 } },
);

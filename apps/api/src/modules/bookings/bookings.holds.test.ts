import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@rental/shared/payments';
import { toKolkataIso } from '@rental/shared/kolkata-time';
import {
  bookingPayload,
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  type TestCar,
  type TestCustomer,
} from '../../test/factories';
import type { Harness } from '../../test/harness';
import { bearer, DATABASES, describeEachDatabase, twoProcesses } from '../../test/harness';
import { testClock } from '../../test/clock';
import { releaseExpiredHolds } from './booking-holds';
import {
  DAY_MS,
  HOUR_MS,
  messageEvents,
  postPayment,
  readBooking,
  setStatus,
  upiReference,
} from '../../test/ledger';

// docs/product.md#holds-and-payments: at most MAX_PENDING_BOOKINGS Pending bookings per renter,
// and a Pending booking neither confirmed nor paid is released PENDING_HOLD_HOURS after it was
// made, by whichever server process gets there first, once.

const LIMITS = { bookingPerAccount: 1_000, bookingPerIp: 1_000 };

function book(h: Harness, customer: TestCustomer, car: TestCar, inDays: number) {
  return h.inject({
    method: 'POST',
    url: '/api/bookings/book',
    payload: bookingPayload(car.id, {}, inDays),
    headers: bearer(customer.token),
  });
}

async function booked(h: Harness, customer: TestCustomer, car: TestCar, inDays: number) {
  const res = await book(h, customer, car, inDays);
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}

const clock = testClock(new Date());

describeEachDatabase(
  'holds',
  (h) => {
    let admin: string;
    let car: TestCar;
    let day = 0;
    const nextDays = () => (day += 5);
    beforeAll(async () => {
      admin = await createAdminToken(h);
      car = await createCar(h, { price: 2000 });
    });

    it('refuses a third Pending booking with too_many_pending, and counts it in the allowance', async () => {
      const renter = await createCustomer(h);
      const allowance = async () =>
        (
          await h.inject({
            method: 'GET',
            url: '/api/bookings/allowance',
            headers: bearer(renter.token),
          })
        ).json();
      expect(await allowance()).toEqual({ pending: 0, maxPending: 2, blocked: false });
      const first = await booked(h, renter, car, nextDays());
      await booked(h, renter, car, nextDays());
      expect(await allowance()).toEqual({ pending: 2, maxPending: 2, blocked: false });

      const third = await book(h, renter, car, nextDays());
      expect(third.statusCode).toBe(409);
      expect(third.json()).toMatchObject({
        code: 'too_many_pending',
        error: PAYMENT_MESSAGES.tooManyPending(2),
      });

      // A confirmed booking no longer counts; another renter is not affected.
      await setStatus(h, admin, first, 'Confirmed');
      expect(await allowance()).toEqual({ pending: 1, maxPending: 2, blocked: false });
      await booked(h, renter, car, nextDays());
      await booked(h, await createCustomer(h), car, nextDays());
    });

    it('keeps the cap when one renter sends many bookings at once', async () => {
      const renter = await createCustomer(h);
      const cars = await Promise.all(Array.from({ length: 6 }, () => createCar(h)));
      const answers = await Promise.all(cars.map((c) => book(h, renter, c, 20)));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([201, 201, 409, 409, 409, 409]);
    });

    it('answers the allowance to renters only', async () => {
      const res = await h.inject({
        method: 'GET',
        url: '/api/bookings/allowance',
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(403);
    });

    it('releases an unconfirmed, unpaid booking when its hold ends, once', async () => {
      const renter = await createCustomer(h);
      const made = clock();
      const id = await booked(h, renter, car, nextDays());
      const until = new Date(made.getTime() + 12 * HOUR_MS);
      expect((await readBooking(h, renter.token, id)).heldUntil).toBe(toKolkataIso(until));

      clock.set(new Date(until.getTime() - 1));
      expect(await releaseExpiredHolds(h.app)).toBe(0);
      clock.set(until);
      expect(await releaseExpiredHolds(h.app)).toBeGreaterThanOrEqual(1);
      expect(await releaseExpiredHolds(h.app)).toBe(0);

      const booking = await readBooking(h, renter.token, id);
      expect(booking.status).toBe('Cancelled');
      expect(booking.heldUntil).toBeNull();
      expect(booking.statusHistory.at(-1)).toMatchObject({
        status: 'Cancelled',
        changedBy: 'system',
        note: 'Not confirmed in time',
        changedAt: until.toISOString(),
      });
      expect(booking.statusHistory.filter((s) => s.status === 'Cancelled')).toHaveLength(1);
      expect(booking.payments).toEqual([]);
      expect(await messageEvents(h, id)).toContain('booking_cancelled sms');
      // The car is free again for the same dates.
      const again = await h.inject({
        method: 'POST',
        url: '/api/bookings/book',
        payload: bookingPayload(car.id, {}, day),
        headers: bearer((await createCustomer(h)).token),
      });
      expect(again.statusCode).toBe(201);
    });

    it('keeps a booking the business confirmed, or one with a payment still to check', async () => {
      clock.set(new Date());
      const renter = await createCustomer(h);
      const confirmed = await booked(h, renter, car, nextDays());
      await setStatus(h, admin, confirmed, 'Confirmed');
      await setStatus(h, admin, confirmed, 'Pending');
      const paid = await booked(h, renter, car, nextDays());
      const upi = await postPayment(h, renter.token, paid, {
        kind: 'advance',
        method: 'upi',
        reference: upiReference(),
      });
      expect(upi.statusCode, upi.body).toBe(201);
      // Submitted, unchecked: it holds the car while the business may check it, no longer.
      expect((await readBooking(h, renter.token, paid)).heldUntil).toBe(
        toKolkataIso(new Date(clock().getTime() + 24 * HOUR_MS)),
      );

      clock.advance(13 * HOUR_MS);
      await releaseExpiredHolds(h.app);
      expect((await readBooking(h, renter.token, confirmed)).status).toBe('Pending');
      expect((await readBooking(h, renter.token, paid)).status).toBe('Pending');

      // Rejected, the payment no longer keeps the hold.
      const [payment] = (await readBooking(h, renter.token, paid)).payments;
      const rejected = await h.inject({
        method: 'PATCH',
        url: `/api/payments/${payment!.id}`,
        payload: { status: 'rejected', note: 'No such transaction.' },
        headers: bearer(admin),
      });
      expect(rejected.statusCode).toBe(200);
      await releaseExpiredHolds(h.app);
      expect((await readBooking(h, renter.token, paid)).status).toBe('Cancelled');
    });
  },
  {
    clock,
    holds: { autoStart: false },
    rateLimits: LIMITS,
    config: { upiId: 'hsd@okaxis' },
  },
);

for (const kind of DATABASES) {
  describe(`hold release across restarts and processes [${kind}]`, () => {
    const shared = testClock(new Date());
    const apps = twoProcesses(kind, { clock: shared, outbox: { autoStart: false } });

    it('releases a hold that ended while the server was stopped, at start', async () => {
      shared.set(new Date());
      const renter = await createCustomer(apps.first);
      const id = await booked(apps.first, renter, await createCar(apps.first), 30);
      await apps.first.app.close();
      shared.advance(12 * HOUR_MS + 60_000);
      await apps.first.restart();
      const booking = await readBooking(apps.first, renter.token, id);
      expect(booking.status).toBe('Cancelled');
      expect(booking.statusHistory.at(-1)?.note).toBe('Not confirmed in time');
    });

    it('releases each booking exactly once when two processes run the release at once', async () => {
      shared.set(new Date());
      const renter = await createCustomer(apps.first);
      const car = await createCar(apps.first);
      const ids: string[] = [];
      for (let i = 0; i < 40; i += 1) {
        // Written straight to the database: the cap and the car's calendar are not the point here.
        const pickupAt = new Date(shared().getTime() + (40 + 2 * i) * DAY_MS).toISOString();
        ids.push(
          await createBooking(apps.first, renter, car, {
            createdAt: shared().toISOString(),
            pickupAt,
          }),
        );
      }
      shared.advance(12 * HOUR_MS);
      const [a, b] = await Promise.all([
        releaseExpiredHolds(apps.first.app),
        releaseExpiredHolds(apps.second.app),
      ]);
      console.info(`[${kind}] released by the first: ${a}, by the second: ${b}`);
      expect(a + b).toBe(ids.length);
      const history = await apps.first.app.db
        .selectFrom('booking_status_history')
        .select(['booking_id'])
        .where('booking_id', 'in', ids)
        .where('status', '=', 'Cancelled')
        .execute();
      expect(history).toHaveLength(ids.length);
      const messages = await apps.first.app.db
        .selectFrom('messages')
        .select('booking_id')
        .where('booking_id', 'in', ids)
        .where('event', '=', 'booking_cancelled')
        .where('channel', '=', 'sms')
        .execute();
      expect(messages).toHaveLength(ids.length);
    });
  });
}

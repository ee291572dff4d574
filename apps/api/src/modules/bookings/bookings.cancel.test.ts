import { beforeAll, expect, it } from 'vitest';
import { CANCELLATION_POLICY, refundOnCancel } from '@rental/shared/money';
import { PAYMENT_MESSAGES } from '@rental/shared/payments';
import {
  bookingPayload,
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  type TestCar,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';
import { renderStoredMessage } from '../outbox/message-render';
import { testClock } from '../../test/clock';
import {
  counterEntry,
  DAY_MS,
  HOUR_MS,
  messageEvents,
  readBooking,
  setStatus,
  upiReference,
} from '../../test/ledger';

// docs/product.md#holds-and-payments: the renter cancels a Pending or Confirmed booking before
// pickup and is refunded by the policy: all of it 48 hours or more ahead, half from 48 to 4
// hours, nothing under 4; the business's cancel refunds everything; a deposit always comes back.

const clock = testClock(new Date());
const { fullRefundHours, halfRefundHours } = CANCELLATION_POLICY;

function preview(h: Harness, token: string, id: string) {
  return h.inject({
    method: 'GET',
    url: `/api/bookings/${id}/cancellation`,
    headers: bearer(token),
  });
}

function cancel(h: Harness, token: string, id: string) {
  return h.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: bearer(token) });
}

describeEachDatabase(
  'cancellation by the renter',
  (h) => {
    let admin: string;
    let renter: TestCustomer;
    let car: TestCar;
    /** A Confirmed booking, picked up `msAhead` from now, with an advance of 1,001 received. */
    async function paidBooking(msAhead: number, status = 'Confirmed') {
      const pickupAt = new Date(clock().getTime() + msAhead).toISOString();
      const id = await createBooking(h, renter, car, { status, pickupAt });
      await counterEntry(h, admin, id, {
        kind: 'advance',
        method: 'upi',
        amount: 1_001,
        reference: upiReference(),
      });
      return id;
    }
    beforeAll(async () => {
      clock.set(new Date());
      admin = await createAdminToken(h);
      renter = await createCustomer(h);
      car = await createCar(h, { price: 4_000 });
    });

    it.each([
      ['exactly 48 hours', fullRefundHours * HOUR_MS, 1_001],
      ['3 days', 3 * DAY_MS, 1_001],
      ['a minute under 48 hours', fullRefundHours * HOUR_MS - 60_000, 500],
      ['exactly 4 hours', halfRefundHours * HOUR_MS, 500],
      ['a minute under 4 hours', halfRefundHours * HOUR_MS - 60_000, 0],
    ])('refunds by the policy when cancelled %s before pickup', async (_, ahead, refund) => {
      const id = await paidBooking(ahead);
      const res = await preview(h, renter.token, id);
      expect(res.statusCode).toBe(200);
      const expected = refundOnCancel({ paid: 1_001, msBeforePickup: ahead, by: 'customer' });
      expect(res.json()).toEqual({ refund, reason: expected.reason });
    });

    it('cancels, records the refund due for the admin to pay out, and tells the renter', async () => {
      const id = await paidBooking(3 * DAY_MS);
      const res = await cancel(h, renter.token, id);
      expect(res.statusCode, res.body).toBe(200);
      const booking = res.json();
      expect(booking.status).toBe('Cancelled');
      expect(booking.cancellable).toBe(false);
      expect(booking.statusHistory.at(-2)).toMatchObject({
        status: 'Cancelled',
        changedBy: 'customer',
        note: 'Cancelled by the customer',
      });
      const refund = booking.payments.find((p: { kind: string }) => p.kind === 'refund');
      expect(refund).toMatchObject({
        amount: 1_001,
        method: 'upi',
        status: 'submitted',
        recordedBy: 'system',
      });
      expect(booking.balance).toMatchObject({ paid: 1_001, refunded: 0, outstanding: 0 });
      expect(await messageEvents(h, id)).toContain('booking_cancelled sms');
      const row = await h.app.db
        .selectFrom('messages')
        .selectAll()
        .where('booking_id', '=', id)
        .where('event', '=', 'booking_cancelled')
        .where('channel', '=', 'sms')
        .executeTakeFirstOrThrow();
      // The text as the worker sends it, from the booking and the event's figures.
      const sms = await renderStoredMessage(h.app.db, row);
      expect(sms.body).toContain('at your request');
      expect(sms.body).toContain('1,001');
      // How and by when the refund comes, so the renter need not call.
      expect(sms.body).toContain('within 7 days, to the account you paid from');

      // The admin pays it out and marks it received: now it counts as refunded.
      const paidOut = await h.inject({
        method: 'PATCH',
        url: `/api/payments/${refund.id}`,
        payload: { status: 'received', note: 'Sent by UPI' },
        headers: bearer(admin),
      });
      expect(paidOut.statusCode).toBe(200);
      expect((await readBooking(h, renter.token, id)).balance.refunded).toBe(1_001);
    });

    it('returns a deposit in full even when nothing else is refunded', async () => {
      const id = await paidBooking(2 * HOUR_MS);
      await counterEntry(h, admin, id, { kind: 'deposit', method: 'cash', amount: 30_000 });
      const res = await preview(h, renter.token, id);
      expect(res.json().refund).toBe(30_000);
      expect(res.json().reason).toContain('₹30,000 is returned in full');
      const booking = (await cancel(h, renter.token, id)).json();
      expect(
        booking.payments
          .filter((p: { status: string }) => p.status === 'submitted')
          .map((p: { kind: string; amount: number }) => `${p.kind} ${p.amount}`),
      ).toEqual(['deposit_refund 30000']);
    });

    it('refunds everything when the business cancels, and frees the car at once', async () => {
      const id = await paidBooking(2 * HOUR_MS);
      const booking = await setStatus(h, admin, id, 'Cancelled');
      expect(booking.payments.find((p) => p.kind === 'refund')?.amount).toBe(1_001);
      expect(booking.statusHistory.find((s) => s.status === 'Cancelled')).toMatchObject({
        note: 'Cancelled by the business',
      });
    });

    it('frees the car for the same dates as soon as the renter cancels', async () => {
      const other = await createCustomer(h);
      const free = await createCar(h);
      const payload = bookingPayload(free.id, {}, 30);
      const first = await h.inject({
        method: 'POST',
        url: '/api/bookings/book',
        payload,
        headers: bearer(renter.token),
      });
      expect(first.statusCode).toBe(201);
      const taken = await h.inject({
        method: 'POST',
        url: '/api/bookings/book',
        payload,
        headers: bearer(other.token),
      });
      expect(taken.statusCode).toBe(409);
      expect((await cancel(h, renter.token, first.json()._id)).statusCode).toBe(200);
      const again = await h.inject({
        method: 'POST',
        url: '/api/bookings/book',
        payload,
        headers: bearer(other.token),
      });
      expect(again.statusCode).toBe(201);
    });

    it('refuses to cancel twice, after pickup, someone else’s booking, or as the admin', async () => {
      const id = await paidBooking(3 * DAY_MS, 'Pending');
      expect((await cancel(h, renter.token, id)).statusCode).toBe(200);
      const twice = await cancel(h, renter.token, id);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({
        code: 'not_cancellable',
        error: PAYMENT_MESSAGES.notCancellable,
      });
      expect((await preview(h, renter.token, id)).statusCode).toBe(409);

      const started = await paidBooking(-60_000);
      const late = await cancel(h, renter.token, started);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'after_pickup',
        error: PAYMENT_MESSAGES.afterPickup,
      });
      const stranger = await createCustomer(h);
      const open = await paidBooking(3 * DAY_MS);
      expect((await cancel(h, stranger.token, open)).statusCode).toBe(403);
      expect((await preview(h, stranger.token, open)).statusCode).toBe(403);
      expect((await cancel(h, admin, open)).statusCode).toBe(403);
      expect((await cancel(h, renter.token, 'no-such-booking')).statusCode).toBe(404);
      // Nothing changed by the refusals.
      const untouched = await readBooking(h, renter.token, open);
      expect(untouched.status).toBe('Confirmed');
      expect(untouched.payments).toHaveLength(1);
      const refunds = await h.app.db
        .selectFrom('payments')
        .select('id')
        .where('booking_id', 'in', [id, started])
        .where('kind', '=', 'refund')
        .execute();
      expect(refunds).toHaveLength(1);
    });

    it('gives one answer to two cancels sent at once', async () => {
      const id = await paidBooking(3 * DAY_MS);
      const answers = await Promise.all([cancel(h, renter.token, id), cancel(h, renter.token, id)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const booking = await readBooking(h, renter.token, id);
      expect(booking.payments.filter((p) => p.kind === 'refund')).toHaveLength(1);
    });
  },
  { clock, rateLimits: { bookingPerAccount: 1_000, bookingPerIp: 1_000 } },
);

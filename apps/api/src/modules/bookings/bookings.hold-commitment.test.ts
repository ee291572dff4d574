import { beforeAll, expect, it } from 'vitest';
import { toKolkataIso } from '@rental/shared/kolkata-time';
import { PAYMENT_MESSAGES } from '@rental/shared/payments';
import {
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  type TestCar,
} from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';
import { testClock } from '../../test/clock';
import { releaseExpiredHolds } from './booking-holds';
import {
  counterEntry,
  DAY_MS,
  decide,
  HOUR_MS,
  postPayment,
  readBooking,
  upiReference,
} from '../../test/ledger';

// docs/product.md#holds-and-payments: a hold lasts only as long as the renter's commitment. A
// submitted UPI reference holds the car PAYMENT_CHECK_HOURS (here 24) and may be tried
// ADVANCE_TRIES (here 3) times; an extension needs the longer rental's advance in hand, and a
// blocked renter cannot extend.

const clock = testClock(new Date());

function submit(h: Harness, token: string, id: string) {
  return postPayment(h, token, id, { kind: 'advance', method: 'upi', reference: upiReference() });
}

function extendTo(h: Harness, token: string, id: string, returnAt: number) {
  return h.inject({
    method: 'POST',
    url: `/api/bookings/${id}/extend`,
    payload: { returnAt: toKolkataIso(new Date(returnAt)) },
    headers: bearer(token),
  });
}

describeEachDatabase(
  'holds bound to commitment',
  (h) => {
    let admin: string;
    let car: TestCar;
    beforeAll(async () => {
      admin = await createAdminToken(h);
      car = await createCar(h, { price: 4_000 });
    });

    it('releases a booking whose made-up reference went unchecked for 24 hours', async () => {
      clock.set(new Date());
      const renter = await createCustomer(h);
      const id = await createBooking(h, renter, car, { createdAt: clock().toISOString() });
      clock.advance(11 * HOUR_MS);
      expect((await submit(h, renter.token, id)).statusCode).toBe(201);
      const until = new Date(clock().getTime() + 24 * HOUR_MS);
      expect((await readBooking(h, renter.token, id)).heldUntil).toBe(toKolkataIso(until));
      clock.set(new Date(until.getTime() - 60_000));
      await releaseExpiredHolds(h.app);
      expect((await readBooking(h, renter.token, id)).status).toBe('Pending');
      clock.set(until);
      await releaseExpiredHolds(h.app);
      const released = await readBooking(h, admin, id);
      expect(released.status).toBe('Cancelled');
      expect(released.statusHistory.map((s) => s.note)).toContain('Not confirmed in time');
    });

    it('keeps holding a booking whose advance was received', async () => {
      clock.set(new Date());
      const renter = await createCustomer(h);
      const id = await createBooking(h, renter, car, { createdAt: clock().toISOString() });
      await counterEntry(h, admin, id, { kind: 'advance', method: 'cash', amount: 1_000 });
      clock.advance(30 * DAY_MS);
      await releaseExpiredHolds(h.app);
      expect((await readBooking(h, renter.token, id)).status).toBe('Pending');
    });

    it('refuses a fourth UPI reference after three were rejected', async () => {
      clock.set(new Date());
      const renter = await createCustomer(h);
      const id = await createBooking(h, renter, car);
      for (let i = 0; i < 3; i += 1) {
        const sent = await submit(h, renter.token, id);
        expect(sent.statusCode, sent.body).toBe(201);
        const rejected = await decide(h, admin, sent.json().id, {
          status: 'rejected',
          note: 'No such transaction.',
        });
        expect(rejected.statusCode).toBe(200);
      }
      const fourth = await submit(h, renter.token, id);
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json()).toMatchObject({
        code: 'advance_tries',
        error: PAYMENT_MESSAGES.advanceTries(3),
      });
      expect((await readBooking(h, admin, id)).payments).toHaveLength(3);
    });

    it('refuses to extend a booking to 90 days with nothing paid, then extends once paid', async () => {
      clock.set(new Date());
      const renter = await createCustomer(h);
      const pickup = Math.ceil((clock().getTime() + 10 * DAY_MS) / DAY_MS) * DAY_MS;
      const id = await createBooking(h, renter, await createCar(h, { price: 4_000 }), {
        status: 'Confirmed',
        pickupAt: new Date(pickup).toISOString(),
        returnAt: new Date(pickup + DAY_MS).toISOString(),
      });
      const far = await extendTo(h, renter.token, id, pickup + 90 * DAY_MS);
      expect(far.statusCode).toBe(409);
      expect(far.json()).toMatchObject({
        code: 'extension_unpaid',
        error: PAYMENT_MESSAGES.extensionUnpaid(90_000),
      });
      // One day more (₹8,000 in all) needs ₹2,000 in hand; ₹1,999 is not enough.
      await counterEntry(h, admin, id, { kind: 'advance', method: 'cash', amount: 1_999 });
      const short = await extendTo(h, renter.token, id, pickup + 2 * DAY_MS);
      expect(short.json()).toMatchObject({ error: PAYMENT_MESSAGES.extensionUnpaid(1) });
      await counterEntry(h, admin, id, { kind: 'rental', method: 'cash', amount: 1 });
      const ok = await extendTo(h, renter.token, id, pickup + 2 * DAY_MS);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().totalDays).toBe(2);
    });

    it('refuses an extension to a blocked renter', async () => {
      clock.set(new Date());
      const renter = await createCustomer(h);
      const pickup = Math.ceil((clock().getTime() + 10 * DAY_MS) / DAY_MS) * DAY_MS;
      const id = await createBooking(h, renter, await createCar(h, { price: 4_000 }), {
        status: 'Confirmed',
        pickupAt: new Date(pickup).toISOString(),
        returnAt: new Date(pickup + DAY_MS).toISOString(),
      });
      await counterEntry(h, admin, id, { kind: 'rental', method: 'cash', amount: 4_000 });
      await h.app.db
        .updateTable('customers')
        .set({ blocked_at: clock().toISOString(), blocked_reason: 'Damaged two cars' })
        .where('id', '=', renter.id)
        .execute();
      const res = await extendTo(h, renter.token, id, pickup + 2 * DAY_MS);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('renter_blocked');
      expect((await readBooking(h, admin, id)).totalDays).toBe(1);
    });
  },
  { clock, holds: { autoStart: false }, config: { upiId: 'hsd@okaxis' } },
);

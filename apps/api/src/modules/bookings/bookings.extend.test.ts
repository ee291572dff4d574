import { beforeAll, expect, it } from 'vitest';
import { CLEANING_BUFFER_MS, MAX_RENTAL_DAYS } from '@rental/shared/constants';
import { toKolkataDate, toKolkataIso, toKolkataTime } from '@rental/shared/kolkata-time';
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
import { addBlock } from '../../test/availability';
import { testClock } from '../../test/clock';
import { counterEntry, DAY_MS, HOUR_MS, readBooking } from '../../test/ledger';

// docs/product.md#holds-and-payments: the renter of a Confirmed booking moves its return later
// when the car is free until then (other bookings with the cleaning buffer, maintenance blocks);
// the days and the amount are recomputed on the whole period.

const clock = testClock(new Date());

function previewAt(h: Harness, token: string, id: string, returnAt: Date | string) {
  return h.inject({
    method: 'GET',
    url: `/api/bookings/${id}/extension`,
    query: { returnAt: typeof returnAt === 'string' ? returnAt : toKolkataIso(returnAt) },
    headers: bearer(token),
  });
}

function extendTo(h: Harness, token: string, id: string, returnAt: Date | string) {
  return h.inject({
    method: 'POST',
    url: `/api/bookings/${id}/extend`,
    payload: { returnAt: typeof returnAt === 'string' ? returnAt : toKolkataIso(returnAt) },
    headers: bearer(token),
  });
}

describeEachDatabase(
  'extension by the renter',
  (h) => {
    let admin: string;
    let renter: TestCustomer;
    let other: TestCustomer;
    let car: TestCar;
    /** Whole minutes, well ahead of the test clock. */
    let start = 0;
    beforeAll(async () => {
      clock.set(new Date());
      admin = await createAdminToken(h);
      renter = await createCustomer(h);
      other = await createCustomer(h);
      car = await createCar(h, { price: 2_000 });
      start = Math.ceil((clock().getTime() + 5 * DAY_MS) / DAY_MS) * DAY_MS;
    });
    /**
     * A Confirmed one-day booking of a fresh car (or `onCar`), `offsetDays` after start, with
     * ₹2,000 received: the advance of a rental up to four days.
     */
    async function confirmed(customer = renter, onCar?: TestCar, offsetDays = 0) {
      const theCar = onCar ?? (await createCar(h, { price: 2_000 }));
      const pickup = start + offsetDays * DAY_MS;
      const id = await createBooking(h, customer, theCar, {
        status: 'Confirmed',
        pickupAt: new Date(pickup).toISOString(),
        returnAt: new Date(pickup + DAY_MS).toISOString(),
      });
      await counterEntry(h, admin, id, { kind: 'rental', method: 'cash', amount: 2_000 });
      return { id, car: theCar, returnAt: pickup + DAY_MS };
    }

    it('answers whether the car is free, the extra amount and the days', async () => {
      const b = await confirmed();
      const res = await previewAt(h, renter.token, b.id, new Date(b.returnAt + DAY_MS));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ free: true, extraAmount: 2_000, totalDays: 2, reason: null });
      // Two more hours start a third day (days counted on the whole period).
      const longer = await previewAt(
        h,
        renter.token,
        b.id,
        new Date(b.returnAt + DAY_MS + 2 * HOUR_MS),
      );
      expect(longer.json()).toMatchObject({ extraAmount: 4_000, totalDays: 3 });
    });

    it('extends at once: new return, amount due, history and the return reminders', async () => {
      const b = await confirmed();
      const to = new Date(b.returnAt + DAY_MS);
      const res = await extendTo(h, renter.token, b.id, to);
      expect(res.statusCode, res.body).toBe(200);
      const booking = res.json();
      expect(booking).toMatchObject({
        returnDateTime: toKolkataIso(to),
        totalDays: 2,
        totalAmount: 4_000,
        balance: { due: 4_000, outstanding: 2_000 },
      });
      expect(booking.statusHistory.at(-1)).toMatchObject({
        status: 'Confirmed',
        changedBy: 'customer',
      });
      expect(booking.statusHistory.at(-1).note).toContain('₹2,000 added');
      const reminders = await h.app.db
        .selectFrom('messages')
        .select(['due_at', 'state'])
        .where('booking_id', '=', b.id)
        .where('event', '=', 'return_2h')
        .where('channel', '=', 'sms')
        .where('state', '=', 'pending')
        .execute();
      expect(reminders.map((r) => r.due_at)).toEqual([
        new Date(to.getTime() - 2 * HOUR_MS).toISOString(),
      ]);
    });

    it('stops at the next booking’s cleaning gap and says why', async () => {
      const b = await confirmed();
      await confirmed(other, b.car, 3);
      const nextPickup = start + 3 * DAY_MS;
      const latest = new Date(nextPickup - CLEANING_BUFFER_MS);
      const ok = await previewAt(h, renter.token, b.id, latest);
      expect(ok.json().free).toBe(true);
      const tooLate = await previewAt(h, renter.token, b.id, new Date(latest.getTime() + 60_000));
      expect(tooLate.json().free).toBe(false);
      expect(tooLate.json().reason).toContain(PAYMENT_MESSAGES.extensionTaken);
      expect(tooLate.json().reason).toContain('latest return');
      const refused = await extendTo(h, renter.token, b.id, new Date(latest.getTime() + 60_000));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('booking_overlap');
      expect((await readBooking(h, renter.token, b.id)).totalDays).toBe(1);
      expect((await extendTo(h, renter.token, b.id, latest)).statusCode).toBe(200);
    });

    it('stops at a maintenance block', async () => {
      const b = await confirmed();
      const block = await addBlock(h, admin, b.car.id, {
        from: toKolkataIso(b.returnAt + 12 * HOUR_MS),
        to: toKolkataIso(b.returnAt + 2 * DAY_MS),
        reason: 'Service',
      });
      expect(block.statusCode, block.body).toBe(201);
      const res = await previewAt(h, renter.token, b.id, new Date(b.returnAt + DAY_MS));
      expect(res.json().free).toBe(false);
      expect(res.json().reason).toContain('maintenance');
      const refused = await extendTo(h, renter.token, b.id, new Date(b.returnAt + DAY_MS));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('maintenance_overlap');
    });

    it('gives the hours to exactly one of two renters racing for them', async () => {
      const b = await confirmed();
      const wanted = new Date(b.returnAt + DAY_MS);
      // Another renter books the same car for hours inside the wanted extension, at once.
      const from = new Date(b.returnAt + 6 * HOUR_MS);
      const to = new Date(b.returnAt + 12 * HOUR_MS);
      const [extended, booked] = await Promise.all([
        extendTo(h, renter.token, b.id, wanted),
        h.inject({
          method: 'POST',
          url: '/api/bookings/book',
          payload: bookingPayload(b.car.id, {
            pickupDate: toKolkataDate(from),
            pickupTime: toKolkataTime(from),
            returnDate: toKolkataDate(to),
            returnTime: toKolkataTime(to),
          }),
          headers: bearer(other.token),
        }),
      ]);
      // Either may win: the extension (200) or the booking (201); the other is refused.
      expect([
        [200, 409],
        [409, 201],
      ]).toContainEqual([extended.statusCode, booked.statusCode]);
      const winner = extended.statusCode === 200 ? 'extension' : 'booking';
      console.info(`[${h.kind}] the race went to the ${winner}`);
      if (extended.statusCode === 409) expect(extended.json().code).toBe('booking_overlap');
      else expect(booked.json().code).toBe('booking_overlap');
    });

    it('refuses a Pending booking, an earlier return, over 90 days, after the return, someone else', async () => {
      const pending = await createBooking(h, renter, car, {
        status: 'Pending',
        pickupAt: new Date(start + 40 * DAY_MS).toISOString(),
        returnAt: new Date(start + 41 * DAY_MS).toISOString(),
      });
      const notYet = await extendTo(h, renter.token, pending, new Date(start + 42 * DAY_MS));
      expect(notYet.statusCode).toBe(409);
      expect(notYet.json()).toMatchObject({
        code: 'not_extendable',
        error: PAYMENT_MESSAGES.notExtendable,
      });
      const b = await confirmed();
      const earlier = await extendTo(h, renter.token, b.id, new Date(b.returnAt - HOUR_MS));
      expect(earlier.statusCode).toBe(400);
      expect(earlier.json().fields.returnAt).toBe(PAYMENT_MESSAGES.extendLater);
      const same = await previewAt(h, renter.token, b.id, new Date(b.returnAt));
      expect(same.statusCode).toBe(400);
      const tooLong = await extendTo(
        h,
        renter.token,
        b.id,
        new Date(start + (MAX_RENTAL_DAYS + 1) * DAY_MS),
      );
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().fields.returnAt).toContain(`${MAX_RENTAL_DAYS} days`);
      const garbage = await previewAt(h, renter.token, b.id, 'next tuesday');
      expect(garbage.statusCode).toBe(400);
      expect((await extendTo(h, other.token, b.id, new Date(b.returnAt + DAY_MS))).statusCode).toBe(
        403,
      );
      expect((await extendTo(h, admin, b.id, new Date(b.returnAt + DAY_MS))).statusCode).toBe(403);

      clock.set(new Date(b.returnAt + 60_000));
      const over = await extendTo(h, renter.token, b.id, new Date(b.returnAt + DAY_MS));
      expect(over.statusCode).toBe(409);
      clock.set(new Date());
      expect((await readBooking(h, renter.token, b.id)).totalDays).toBe(1);
    });
  },
  { clock },
);

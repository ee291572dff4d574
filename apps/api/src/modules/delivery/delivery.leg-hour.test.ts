import { beforeAll, expect, it } from 'vitest';
import type { AuditEntry } from '@rental/shared/audit';
import { DELIVERY_MESSAGES } from '@rental/shared/messages';
import { createCar, createCustomer, type TestCustomer } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { testClock } from '../../test/clock';
import { messageEvents, readBooking } from '../../test/ledger';
import { createCallers, HOME, type Callers } from '../../test/staff';
import { address, bookWithDelivery, dayIn, LIMITS, saveArea } from '../../test/delivery';

// docs/product.md#doorstep-delivery: the renter or staff move a leg's hour within the booked
// period until the cut-off: the new hour's seat is claimed (409 with the free hours when full),
// the fee priced again, the change in the booking's history, and a change by staff audited and
// told to the renter.

const clock = testClock(new Date());

describeEachDatabase(
  "changing a doorstep leg's hour",
  (h) => {
    let callers: Callers;
    let renter: TestCustomer;
    let carIds: string[];
    beforeAll(async () => {
      callers = await createCallers(h);
      renter = await createCustomer(h, { name: 'Kiran Rao' });
      await saveArea(h, callers.owner, { slotsPerHour: 1, pins: [{ pin: '500039', fee: 300 }] });
      carIds = [];
      for (const name of [
        'Swift',
        'Baleno',
        'Creta',
        'Nexon',
        'Venue',
        'City',
        'Verna',
        'Brezza',
      ]) {
        carIds.push((await createCar(h, { name, branch: HOME })).id);
      }
    });

    const move = (token: string, id: string, leg: string, body: object) =>
      h.inject({
        method: 'PUT',
        url: `/api/bookings/${id}/delivery/${leg}`,
        headers: bearer(token),
        payload: body,
      });

    /** A two-day rental with a doorstep pickup, `inDays` ahead at `time`. */
    async function booked(car: number, inDays: number, time: string) {
      const res = await bookWithDelivery(
        h,
        renter.token,
        carIds[car]!,
        inDays,
        { pickup: address() },
        time,
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json()._id as string;
    }

    it('moves the delivery to a free hour, keeps the fee and writes a history line', async () => {
      const id = await booked(0, 10, '09:00');
      const res = await move(renter.token, id, 'pickup', { date: dayIn(10), time: '11:30' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().legs[0]).toMatchObject({ at: `${dayIn(10)}T11:30:00.000+05:30`, fee: 300 });
      expect(res.json().changeUntil.pickup).toBe(`${dayIn(10)}T07:30:00.000+05:30`);
      const booking = await readBooking(h, renter.token, id);
      expect(booking.totalAmount).toBe(booking.quote.total);
      expect(booking.statusHistory.at(-1)).toMatchObject({
        changedBy: 'customer',
        note: `Delivery at ${dayIn(10)} 11:30, PIN 500039, fee ₹300 (was ${dayIn(10)} 09:00, PIN 500039).`,
      });
      // A renter's own change is not texted back to them.
      expect(await messageEvents(h, id)).not.toContain('delivery_changed sms');
      // The old hour's seat is free again: another booking takes 09:00.
      await booked(1, 10, '09:00');
    });

    it('refuses a full hour with 409 and offers only hours within the booked period', async () => {
      await booked(2, 11, '10:00');
      const id = await booked(3, 11, '09:00');
      const res = await move(renter.token, id, 'pickup', { date: dayIn(11), time: '10:00' });
      expect(res.statusCode, res.body).toBe(409);
      const body = res.json();
      expect(body.code).toBe('delivery_slot_full');
      expect(body.error).toBe(DELIVERY_MESSAGES.slotFull);
      expect(body.freeHours.length).toBeGreaterThan(0);
      for (const free of body.freeHours as { date: string; time: string }[]) {
        expect(`${free.date}T${free.time}` >= `${dayIn(11)}T09:00`).toBe(true);
      }
      // Nothing moved: the leg keeps its hour and seat.
      const after = await h.inject({
        method: 'GET',
        url: `/api/bookings/${id}/delivery`,
        headers: bearer(renter.token),
      });
      expect(after.json().legs[0].at).toBe(`${dayIn(11)}T09:00:00.000+05:30`);
    });

    it('gives the last seat of an hour to one of two changes made at once', async () => {
      const first = await booked(4, 12, '08:00');
      const second = await booked(5, 12, '09:00');
      const results = await Promise.all(
        [first, second].map((id) =>
          move(renter.token, id, 'pickup', { date: dayIn(12), time: '11:00' }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const claims = await h.app.db
        .selectFrom('delivery_slot_claims')
        .select('booking_id')
        .where('hour', '=', `${dayIn(12)}T11`)
        .execute();
      expect(claims).toHaveLength(1);
    });

    it('refuses an hour outside the booked period or within the cut-off', async () => {
      const id = await booked(6, 13, '09:00');
      const before = await move(renter.token, id, 'pickup', { date: dayIn(13), time: '08:00' });
      expect(before.statusCode, before.body).toBe(400);
      expect(before.json().error).toBe(DELIVERY_MESSAGES.outsideRental);
      const after = await move(renter.token, id, 'pickup', { date: dayIn(15), time: '09:00' });
      expect(after.json().error).toBe(DELIVERY_MESSAGES.outsideRental);
      const half = await move(renter.token, id, 'pickup', { date: dayIn(13) });
      expect(half.statusCode).toBe(400);
      // Moved to 15:00 first; at 10:00 that day the change is still open (until 11:00), but a
      // new time must be the cut-off away.
      const later = await move(renter.token, id, 'pickup', { date: dayIn(13), time: '15:00' });
      expect(later.statusCode, later.body).toBe(200);
      clock.set(new Date(`${dayIn(13)}T10:00:00+05:30`));
      try {
        const soon = await move(renter.token, id, 'pickup', { date: dayIn(13), time: '13:00' });
        expect(soon.statusCode).toBe(400);
        expect(soon.json().error).toBe(DELIVERY_MESSAGES.tooSoon(4));
        clock.set(new Date(`${dayIn(13)}T11:01:00+05:30`));
        const closed = await move(renter.token, id, 'pickup', { date: dayIn(13), time: '18:00' });
        expect(closed.statusCode).toBe(409);
        expect(closed.json()).toEqual({
          code: 'delivery_change_closed',
          error: DELIVERY_MESSAGES.tooLate(4),
        });
      } finally {
        clock.set(new Date());
      }
    });

    it('audits a change by staff and tells the renter', async () => {
      const id = await booked(7, 16, '09:00');
      const res = await move(callers.staff, id, 'pickup', { date: dayIn(16), time: '13:00' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await messageEvents(h, id)).toEqual(
        expect.arrayContaining(['delivery_changed sms', 'delivery_changed email']),
      );
      const queued = await h.app.db
        .selectFrom('messages')
        .select('data')
        .where('booking_id', '=', id)
        .where('event', '=', 'delivery_changed')
        .where('channel', '=', 'sms')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(queued.data!)).toMatchObject({
        event: 'delivery_changed',
        leg: 'pickup',
        at: `${dayIn(16)}T13:00:00.000+05:30`,
        pin: '500039',
      });
      const audit = await h.inject({
        method: 'GET',
        url: '/api/admin/audit?limit=100',
        headers: bearer(callers.owner),
      });
      const entry = audit
        .json<AuditEntry[]>()
        .find((e) => e.action === 'delivery.change' && e.entityId === id);
      expect(entry).toMatchObject({
        before: { leg: 'pickup', at: `${dayIn(16)}T09:00:00.000+05:30` },
        after: { leg: 'pickup', at: `${dayIn(16)}T13:00:00.000+05:30` },
      });
    });
  },
  { rateLimits: LIMITS, clock, config: { maxPendingBookings: 50 } },
);

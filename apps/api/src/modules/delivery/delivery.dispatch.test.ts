import { beforeAll, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '@rental/shared/messages';
import {
  createCar,
  createCustomer,
  createStaffToken,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { testClock } from '../../test/clock';
import { HOUR_MS, messageEvents, readBooking } from '../../test/ledger';
import { createCallers, HOME, OTHER, type Callers } from '../../test/staff';
import { address, bookWithDelivery, dayIn, IN_AREA, LIMITS, saveArea } from '../../test/delivery';

// docs/product.md#doorstep-delivery: the driver's day of a branch, its states and the renter's
// message, and changes to a leg until the cut-off.

const clock = testClock(new Date());

describeEachDatabase(
  "the driver's day and changes to a leg",
  (h) => {
    let callers: Callers;
    let renter: TestCustomer;
    let early: string;
    let late: string;
    beforeAll(async () => {
      callers = await createCallers(h);
      renter = await createCustomer(h, { name: 'Asha Reddy' });
      await saveArea(h, callers.owner, {
        slotsPerHour: 4,
        pins: [
          { pin: IN_AREA, fee: 300 },
          { pin: '500060', fee: 450 },
        ],
      });
      const carA = await createCar(h, { name: 'Swift VXi', branch: HOME });
      const carB = await createCar(h, { name: 'Creta SX', branch: HOME });
      // Booked in the reverse order of their times: the list sorts by time, not by booking.
      const b = await bookWithDelivery(h, renter.token, carB.id, 7, { pickup: address() }, '15:00');
      const a = await bookWithDelivery(h, renter.token, carA.id, 7, { pickup: address('500060') });
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      early = a.json()._id;
      late = b.json()._id;
    });

    const day = (token: string, branch = HOME) =>
      h.inject({
        method: 'GET',
        url: `/api/admin/delivery/day?branch=${branch}&date=${dayIn(7)}`,
        headers: bearer(token),
      });
    const patch = (token: string, id: string, body: object) =>
      h.inject({
        method: 'PATCH',
        url: `/api/admin/bookings/${id}/delivery/pickup`,
        headers: bearer(token),
        payload: body,
      });

    it("lists the branch's legs of the day in time order with what the driver needs", async () => {
      const res = await day(callers.staff);
      expect(res.statusCode, res.body).toBe(200);
      const { legs, drivers } = res.json();
      expect(legs.map((l: { bookingId: string }) => l.bookingId)).toEqual([early, late]);
      expect(legs[0]).toMatchObject({
        leg: 'pickup',
        at: `${dayIn(7)}T09:00:00.000+05:30`,
        line: '12-2-34, MG Road',
        landmark: 'Opposite the temple',
        pin: '500060',
        renterName: 'Asha Reddy',
        renterPhone: renter.mobile,
        carName: 'Swift VXi',
        state: 'scheduled',
        driverId: null,
      });
      expect(legs[0].mapsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      expect(drivers.map((d: { id: string }) => d.id)).toContain(callers.staffId);
    });

    it("keeps another branch's staff out of the day and of its legs", async () => {
      expect((await day(callers.otherStaff)).statusCode).toBe(404);
      expect((await day(callers.staff, OTHER)).statusCode).toBe(404);
      expect((await day(callers.owner, OTHER)).json().legs).toEqual([]);
      expect((await patch(callers.otherStaff, early, { state: 'on_the_way' })).statusCode).toBe(
        404,
      );
    });

    it('assigns a driver of the branch only', async () => {
      const stranger = await createStaffToken(h, OTHER);
      const refused = await patch(callers.owner, early, { driverId: stranger.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(DELIVERY_MESSAGES.driverNotInBranch);
      expect((await patch(callers.staff, early, { driverId: callers.staffId })).statusCode).toBe(
        200,
      );
      expect((await day(callers.staff)).json().legs[0].driverId).toBe(callers.staffId);
    });

    it('tells the renter once when the driver sets off', async () => {
      const res = await patch(callers.staff, early, { state: 'on_the_way' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(DELIVERY_MESSAGES.onTheWaySent);
      await patch(callers.staff, early, { state: 'on_the_way' });
      const events = await messageEvents(h, early);
      expect(events.filter((e) => e.startsWith('delivery_on_the_way'))).toEqual([
        'delivery_on_the_way email',
        'delivery_on_the_way sms',
      ]);
      expect((await patch(callers.staff, early, { state: 'done' })).statusCode).toBe(200);
      expect((await day(callers.staff)).json().legs[0].state).toBe('done');
    });

    it('changes an address before the cut-off and prices the fee again', async () => {
      const res = await h.inject({
        method: 'PUT',
        url: `/api/bookings/${late}/delivery/pickup`,
        headers: bearer(renter.token),
        payload: { address: address('500060') },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().legs[0]).toMatchObject({ pin: '500060', fee: 450 });
      const booking = await readBooking(h, renter.token, late);
      expect(booking.totalAmount).toBe(booking.quote.total);
      expect(booking.quote.lines.filter((l) => l.kind === 'delivery')).toEqual([
        { kind: 'delivery', label: 'Doorstep delivery to PIN 500060', amount: 450 },
      ]);
      // Adding a doorstep return takes a seat and adds its line.
      const more = await h.inject({
        method: 'PUT',
        url: `/api/bookings/${late}/delivery/return`,
        headers: bearer(callers.staff),
        payload: { address: address() },
      });
      expect(more.statusCode, more.body).toBe(200);
      expect((await readBooking(h, renter.token, late)).totalAmount).toBe(
        booking.totalAmount + 300,
      );
    });

    it('refuses a change after the cut-off with 409', async () => {
      const pickupAt = new Date(`${dayIn(7)}T15:00:00+05:30`).getTime();
      clock.set(new Date(pickupAt - 4 * HOUR_MS + 60_000));
      try {
        const res = await h.inject({
          method: 'PUT',
          url: `/api/bookings/${late}/delivery/pickup`,
          headers: bearer(renter.token),
          payload: { address: null },
        });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          code: 'delivery_change_closed',
          error: DELIVERY_MESSAGES.tooLate(4),
        });
      } finally {
        clock.set(new Date());
      }
    });
  },
  { rateLimits: LIMITS, clock, config: { maxPendingBookings: 50 } },
);

import { beforeAll, expect, it } from 'vitest';
import { takenDays, type Period } from '@rental/shared/availability';
import { addDays } from '@rental/shared/kolkata-time';
import {
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  type TestCustomer,
} from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { addBlock, bookAt, dayFromToday, freeFor, local, setStatus } from '../../test/availability';

// docs/product.md#availability: the availability rule at its edges, through the booking POST, the
// search and the admin, with the server's own clock in UTC: Kolkata dates and times must not depend
// on it.
process.env.TZ = 'UTC';

const LIMITS = { bookingPerAccount: 10_000, bookingPerIp: 10_000 };

describeEachDatabase(
  'availability rule',
  (h) => {
    let admin: string;
    let renter: TestCustomer;
    let other: TestCustomer;
    beforeAll(async () => {
      admin = await createAdminToken(h);
      renter = await createCustomer(h);
      other = await createCustomer(h);
    });

    it('runs with the server clock in UTC', () => {
      expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(0);
    });

    it('refuses a pickup 1 h 59 min after a return and allows one exactly 2 h after', async () => {
      const car = await createCar(h);
      const d = dayFromToday(20);
      const next = addDays(d, 1);
      expect(
        (await bookAt(h, renter.token, car.id, [d, '09:00'], [next, '10:00'])).statusCode,
      ).toBe(201);
      const far = addDays(d, 3);
      // The search says the same as the booking POST.
      expect(await freeFor(h, car.id, local(next, '11:59'), local(far, '09:00'))).toBe(false);
      expect(await freeFor(h, car.id, local(next, '12:00'), local(far, '09:00'))).toBe(true);
      const tooSoon = await bookAt(h, other.token, car.id, [next, '11:59'], [far, '09:00']);
      expect(tooSoon.statusCode).toBe(409);
      expect(tooSoon.json()).toEqual({
        error: 'This car is already booked for the selected dates. Please choose different dates.',
        code: 'booking_overlap',
      });
      expect(
        (await bookAt(h, other.token, car.id, [next, '12:00'], [far, '09:00'])).statusCode,
      ).toBe(201);
    });

    it('refuses a booking over a maintenance block until the block is removed', async () => {
      const car = await createCar(h);
      const d = dayFromToday(25);
      const block = await addBlock(h, admin, car.id, {
        from: local(d, '10:00'),
        to: local(d, '16:00'),
        reason: 'Brake service',
      });
      expect(block.statusCode).toBe(201);
      // Ends 2 h before the block starts: allowed; 1 minute later: refused.
      expect(
        (await bookAt(h, renter.token, car.id, [addDays(d, -1), '09:00'], [d, '08:01'])).statusCode,
      ).toBe(409);
      expect(
        (await bookAt(h, renter.token, car.id, [addDays(d, -1), '09:00'], [d, '08:00'])).statusCode,
      ).toBe(201);
      const during = () => bookAt(h, other.token, car.id, [d, '17:00'], [addDays(d, 1), '09:00']);
      const refused = await during();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('booking_overlap');
      expect(await freeFor(h, car.id, local(d, '17:00'), local(addDays(d, 1), '09:00'))).toBe(
        false,
      );

      const removed = await h.inject({
        method: 'DELETE',
        url: `/api/cars/${car.id}/blocks/${block.json().block._id}`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(removed.statusCode).toBe(200);
      expect((await during()).statusCode).toBe(201);
    });

    it('frees the period of a cancelled booking for search and booking alike', async () => {
      const car = await createCar(h);
      const d = dayFromToday(30);
      const first = await bookAt(h, renter.token, car.id, [d, '09:00'], [addDays(d, 2), '09:00']);
      const window = [local(d, '12:00'), local(addDays(d, 1), '12:00')] as const;
      expect(await freeFor(h, car.id, ...window)).toBe(false);
      expect((await setStatus(h, admin, first.json()._id, 'Cancelled')).statusCode).toBe(200);
      expect(await freeFor(h, car.id, ...window)).toBe(true);
      expect(
        (await bookAt(h, other.token, car.id, [d, '12:00'], [addDays(d, 1), '12:00'])).statusCode,
      ).toBe(201);
    });

    it('holds a car returned at 23:30 in Kolkata until 01:30 the next day', async () => {
      const car = await createCar(h);
      const d = dayFromToday(35);
      const next = addDays(d, 1);
      const late = await bookAt(h, renter.token, car.id, [d, '10:00'], [d, '23:30']);
      expect(late.statusCode).toBe(201);
      expect(late.json().returnDateTime).toBe(`${d}T23:30:00.000+05:30`);
      const stored = await h.app.db
        .selectFrom('bookings')
        .select('return_at')
        .where('id', '=', late.json()._id)
        .executeTakeFirstOrThrow();
      expect(stored.return_at).toBe(`${d}T18:00:00.000Z`);

      // The next day's search in Kolkata time: 01:29 is still cleaning time, 01:30 is free.
      const evening = local(next, '20:00');
      expect(await freeFor(h, car.id, local(next, '01:29'), evening)).toBe(false);
      expect(await freeFor(h, car.id, local(next, '01:30'), evening)).toBe(true);
      expect(await freeFor(h, car.id, local(next, '09:00'), evening)).toBe(true);
      // The same instants written as UTC.
      expect(await freeFor(h, car.id, `${d}T19:59:00Z`, `${next}T14:30:00Z`)).toBe(false);
      expect(await freeFor(h, car.id, `${d}T20:00:00Z`, `${next}T14:30:00Z`)).toBe(true);

      // The car page's calendar marks both Kolkata days.
      const busy = await h.inject({
        method: 'GET',
        url: `/api/cars/${car.id}/busy?from=${addDays(d, -1)}&days=4`,
      });
      const { intervals, bufferMinutes } = busy.json() as {
        intervals: Period[];
        bufferMinutes: number;
      };
      expect(takenDays(intervals, addDays(d, -1), 4, bufferMinutes * 60_000)).toEqual([d, next]);

      expect(
        (await bookAt(h, other.token, car.id, [next, '01:29'], [next, '20:00'])).statusCode,
      ).toBe(409);
      expect(
        (await bookAt(h, other.token, car.id, [next, '01:30'], [next, '20:00'])).statusCode,
      ).toBe(201);
    });

    it('refuses confirming a booking that now overlaps a maintenance block', async () => {
      const car = await createCar(h);
      const d = dayFromToday(40);
      const booking = (
        await bookAt(h, renter.token, car.id, [d, '09:00'], [addDays(d, 1), '09:00'])
      ).json();
      const block = await addBlock(h, admin, car.id, {
        from: local(addDays(d, 1), '10:00'),
        to: local(addDays(d, 1), '18:00'),
        reason: 'Accident repair',
      });
      // Inside the 2-hour buffer after the return: the admin is told.
      expect(block.json().affectedBookings.map((b: { _id: string }) => b._id)).toEqual([
        booking._id,
      ]);
      const confirm = await setStatus(h, admin, booking._id, 'Confirmed');
      expect(confirm.statusCode).toBe(409);
      expect(confirm.json().code).toBe('maintenance_overlap');
      expect(confirm.json().error).toContain('Accident repair');
      expect(confirm.json().error).toContain(`${addDays(d, 1)} 10:00`);
      // Other edits still go through, and so does cancelling.
      const notes = await h.inject({
        method: 'PUT',
        url: `/api/bookings/${booking._id}`,
        headers: { authorization: `Bearer ${admin}` },
        payload: { notes: 'Called the renter about the repair.' },
      });
      expect(notes.statusCode).toBe(200);
      expect((await setStatus(h, admin, booking._id, 'Cancelled')).statusCode).toBe(200);
      expect((await setStatus(h, admin, booking._id, 'Pending')).statusCode).toBe(409);
    });

    it('refuses confirming a booking within the buffer of another confirmed one', async () => {
      const car = await createCar(h);
      const base = Date.parse(`${dayFromToday(45)}T09:00:00+05:30`);
      const hour = 3_600_000;
      // Written straight to the database, as bookings made before the buffer existed could be.
      const confirmed = await createBooking(h, renter, car, {
        status: 'Confirmed',
        pickupAt: new Date(base).toISOString(),
        returnAt: new Date(base + 3 * hour).toISOString(),
      });
      const pending = await createBooking(h, other, car, {
        status: 'Pending',
        pickupAt: new Date(base + 4 * hour).toISOString(),
        returnAt: new Date(base + 8 * hour).toISOString(),
      });
      const refused = await setStatus(h, admin, pending, 'Confirmed');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('booking_overlap');
      expect(refused.json().error).toContain('confirmed booking of');
      expect(refused.json().error).toContain(renter.name);

      expect((await setStatus(h, admin, confirmed, 'Cancelled')).statusCode).toBe(200);
      expect((await setStatus(h, admin, pending, 'Confirmed')).statusCode).toBe(200);
    });

    it('lets the admin confirm a booking when the car is free for it', async () => {
      const car = await createCar(h);
      const d = dayFromToday(50);
      const booking = (
        await bookAt(h, renter.token, car.id, [d, '09:00'], [addDays(d, 1), '09:00'])
      ).json();
      const res = await setStatus(h, admin, booking._id, 'Confirmed');
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('Confirmed');
    });

    it('refuses a booking of a car marked unavailable, and shows it taken', async () => {
      const car = await createCar(h, { available: false });
      const d = dayFromToday(55);
      expect(await freeFor(h, car.id, local(d, '09:00'), local(d, '18:00'))).toBe(false);
      const res = await bookAt(h, renter.token, car.id, [d, '09:00'], [d, '18:00']);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('car_unavailable');
    });
  },
  // One renter books many times here; the Pending cap has its own tests (bookings.holds.test.ts).
  { rateLimits: LIMITS, config: { maxPendingBookings: 1_000 } },
);

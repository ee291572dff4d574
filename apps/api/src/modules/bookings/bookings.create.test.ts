import { beforeAll, expect, it } from 'vitest';
import { addDays, todayInKolkata } from '@rental/shared/kolkata-time';
import {
  bookingPayload,
  createAdminToken,
  createCar,
  createCustomer,
  setCarDeleted,
  type TestCar,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';

const LIMITS = { bookingPerAccount: 10_000, bookingPerIp: 10_000 };

const book = (h: Harness, token: string, payload: object, headers: Record<string, string> = {}) =>
  h.inject({
    method: 'POST',
    url: '/api/bookings/book',
    payload,
    headers: { ...bearer(token), ...headers },
  });

describeEachDatabase(
  'POST /api/bookings/book',
  (h) => {
    let renter: TestCustomer;
    let other: TestCustomer;
    let car: TestCar;
    let day = 0;
    /** Each test books its own far-apart dates so tests never overlap by accident. */
    const nextDays = () => (day += 5);
    beforeAll(async () => {
      renter = await createCustomer(h, {
        name: 'Asha Reddy',
        mobile: '9876500011',
        email: 'renter@example.com',
      });
      other = await createCustomer(h, { mobile: '9876500012' });
      car = await createCar(h, { name: 'Swift VXi', price: 1800 });
    });

    it('books a car and answers the stored booking', async () => {
      const payload = bookingPayload(car.id, {}, nextDays());
      const res = await book(h, renter.token, payload);
      expect(res.statusCode).toBe(201);
      const b = res.json();
      expect(b).toMatchObject({
        _id: expect.any(String),
        customerId: renter.id,
        carId: car.id,
        carName: 'Swift VXi',
        carNumber: car.registrationNumber,
        customerEmail: 'renter@example.com',
        status: 'Pending',
        pickupLocation: '',
        gasTankReading: '',
        totalDays: 2,
        pricePerDay: 1800,
        totalAmount: 3600,
        country: 'India',
        pickupDateTime: `${payload.pickupDate}T09:00:00.000+05:30`,
        returnDateTime: `${payload.returnDate}T09:00:00.000+05:30`,
        statusHistory: [{ status: 'Pending', changedBy: 'customer', changedAt: b.createdAt }],
      });
    });

    it("answers the short reference renters quote and the car's branch", async () => {
      const res = await book(h, renter.token, bookingPayload(car.id, {}, nextDays()));
      const b = res.json();
      expect(b.reference).toMatch(/^[0-9A-F]{8}$/);
      expect(b._id.toUpperCase().endsWith(b.reference)).toBe(true);
      expect(b.branch).toBe('Boduppal');
      const mine = await h.inject({
        method: 'GET',
        url: `/api/bookings/${b._id}`,
        headers: bearer(renter.token),
      });
      expect(mine.json()).toMatchObject({ reference: b.reference, branch: 'Boduppal' });
    });

    it('computes the figures itself and takes name and mobile from the account', async () => {
      const pickupDate = addDays(todayInKolkata(), nextDays());
      const res = await book(
        h,
        renter.token,
        bookingPayload(car.id, {
          pickupDate,
          returnDate: addDays(pickupDate, 2),
          returnTime: '09:01',
          totalDays: 1,
          totalAmount: 1,
          pricePerDay: 1,
          carName: 'Free Ferrari',
          status: 'Confirmed',
          customerName: 'Someone Else',
          customerPhone: '9123456789',
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        totalDays: 3,
        totalAmount: 5400,
        carName: 'Swift VXi',
        status: 'Pending',
        customerName: 'Asha Reddy',
        customerPhone: renter.mobile,
      });
    });

    it('uses the car’s current price', async () => {
      await h.app.db.updateTable('cars').set({ price: 2500 }).where('id', '=', car.id).execute();
      try {
        const res = await book(h, renter.token, bookingPayload(car.id, {}, nextDays()));
        expect(res.json()).toMatchObject({ pricePerDay: 2500, totalAmount: 5000 });
      } finally {
        await h.app.db.updateTable('cars').set({ price: 1800 }).where('id', '=', car.id).execute();
      }
    });

    it('needs a customer token', async () => {
      const payload = bookingPayload(car.id, {}, nextDays());
      const visitor = await h.inject({ method: 'POST', url: '/api/bookings/book', payload });
      expect(visitor.statusCode).toBe(401);
      const admin = await book(h, await createAdminToken(h), payload);
      expect(admin.statusCode).toBe(403);
    });

    it('answers 404 for an unknown or deleted car', async () => {
      const unknown = await book(h, renter.token, bookingPayload('no-such-car', {}, nextDays()));
      expect(unknown.statusCode).toBe(404);
      const gone = await createCar(h);
      await setCarDeleted(h, gone.id);
      const deleted = await book(h, renter.token, bookingPayload(gone.id, {}, nextDays()));
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json().code).toBe('not_found');
    });

    it('refuses an unavailable car', async () => {
      const off = await createCar(h, { available: false });
      const res = await book(h, renter.token, bookingPayload(off.id, {}, nextDays()));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'This car is currently unavailable.',
        code: 'car_unavailable',
      });
    });

    it('refuses an overlapping booking and keeps a two-hour cleaning gap between rentals', async () => {
      const first = bookingPayload(car.id, {}, nextDays());
      expect((await book(h, renter.token, first)).statusCode).toBe(201);
      const overlapping = bookingPayload(car.id, {
        pickupDate: addDays(first.pickupDate as string, 1),
        returnDate: addDays(first.returnDate as string, 1),
      });
      const res = await book(h, other.token, overlapping);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'This car is already booked for the selected dates. Please choose different dates.',
        code: 'booking_overlap',
      });
      // The first returns at 09:00: a pickup 1 h 59 min later is refused, 2 h later is fine.
      const after = (pickupTime: string) =>
        bookingPayload(car.id, {
          pickupDate: first.returnDate,
          pickupTime,
          returnDate: addDays(first.returnDate as string, 1),
        });
      expect((await book(h, other.token, after('10:59'))).statusCode).toBe(409);
      expect((await book(h, other.token, after('11:00'))).statusCode).toBe(201);
      // The same gap before its pickup at 09:00.
      const before = (returnTime: string) =>
        bookingPayload(car.id, {
          pickupDate: addDays(first.pickupDate as string, -1),
          returnDate: first.pickupDate,
          returnTime,
        });
      expect((await book(h, other.token, before('07:01'))).statusCode).toBe(409);
      expect((await book(h, other.token, before('07:00'))).statusCode).toBe(201);
    });

    it('frees the period of a cancelled booking', async () => {
      const payload = bookingPayload(car.id, {}, nextDays());
      const first = (await book(h, renter.token, payload)).json();
      const admin = await createAdminToken(h);
      const cancel = await h.inject({
        method: 'PUT',
        url: `/api/bookings/${first._id}`,
        payload: { status: 'Cancelled' },
        headers: bearer(admin),
      });
      expect(cancel.statusCode).toBe(200);
      expect((await book(h, other.token, payload)).statusCode).toBe(201);
      // Re-opening the cancelled one would double-book the car.
      const reopen = await h.inject({
        method: 'PUT',
        url: `/api/bookings/${first._id}`,
        payload: { status: 'Confirmed' },
        headers: bearer(admin),
      });
      expect(reopen.statusCode).toBe(409);
      expect(reopen.json().code).toBe('booking_overlap');
    });

    it('gives exactly one of ten simultaneous overlapping bookings', async () => {
      const racers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => createCustomer(h, { mobile: `97000000${10 + i}` })),
      );
      const target = await createCar(h);
      const base = addDays(todayInKolkata(), nextDays());
      const results = await Promise.all(
        racers.map((c, i) =>
          book(
            h,
            c.token,
            bookingPayload(target.id, {
              pickupDate: base,
              pickupTime: `${String(8 + (i % 5)).padStart(2, '0')}:00`,
              returnDate: addDays(base, 1 + (i % 3)),
            }),
          ),
        ),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      const stored = await h.app.db
        .selectFrom('bookings')
        .select('id')
        .where('car_id', '=', target.id)
        .execute();
      expect(stored).toHaveLength(1);
    });
  },
  // One renter books many times here; the Pending cap has its own tests (bookings.holds.test.ts).
  { rateLimits: LIMITS, config: { maxPendingBookings: 1_000 } },
);

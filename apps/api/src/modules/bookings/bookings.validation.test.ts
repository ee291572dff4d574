import { beforeAll, expect, it } from 'vitest';
import { addDays, todayInKolkata, toKolkataTime } from '@rental/shared/kolkata-time';
import {
  bookingPayload,
  createCar,
  createCustomer,
  type TestCar,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';

// docs/product.md#booking: every rule of the booking form, enforced by the server.

const REQUIRED = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'address',
  'city',
  'state',
  'pinCode',
  'dateOfBirth',
  'driverLicenseNumber',
  'dlIssuedState',
  'pickupDate',
  'pickupTime',
  'returnDate',
  'returnTime',
  'purpose',
  'destination',
  'originalDocumentsSubmitted',
  'carId',
];

describeEachDatabase(
  'booking validation',
  (h) => {
    let renter: TestCustomer;
    let car: TestCar;
    let day = 0;
    beforeAll(async () => {
      renter = await createCustomer(h, { mobile: '9876500021' });
      car = await createCar(h);
    });

    const book = (payload: object) =>
      h.inject({
        method: 'POST',
        url: '/api/bookings/book',
        payload,
        headers: bearer(renter.token),
      });
    /** A fresh, non-overlapping valid payload with some fields changed. */
    const valid = (overrides: Record<string, unknown> = {}) =>
      bookingPayload(car.id, overrides, (day += 3));
    async function fieldsOf(payload: object) {
      const res = await book(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_error');
      return res.json().fields as Record<string, string>;
    }

    it.each(REQUIRED)('requires %s', async (field) => {
      const payload = valid();
      delete payload[field];
      expect(await fieldsOf(payload)).toHaveProperty(field);
      expect(await fieldsOf({ ...valid(), [field]: '' })).toHaveProperty(field);
    });

    it('accepts a booking without notes or country (country defaults to India)', async () => {
      const payload = valid();
      delete payload.notes;
      delete payload.country;
      const res = await book(payload);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ notes: '', country: 'India' });
    });

    it('checks the e-mail, PIN code and mobile formats', async () => {
      expect((await fieldsOf(valid({ customerEmail: 'renter@' }))).customerEmail).toBe(
        'Enter a valid e-mail address.',
      );
      for (const pinCode of ['50001', '5000166', '050016', '5OOO16']) {
        expect((await fieldsOf(valid({ pinCode }))).pinCode).toBe('PIN code must be 6 digits.');
      }
      for (const customerPhone of ['12345', '5876543210', '98765432101']) {
        expect((await fieldsOf(valid({ customerPhone }))).customerPhone).toBe(
          'Enter a valid 10-digit mobile number.',
        );
      }
      expect((await fieldsOf(valid({ driverLicenseNumber: '12' }))).driverLicenseNumber).toMatch(
        /licence/,
      );
      expect((await fieldsOf(valid({ dateOfBirth: '1990-02-30' }))).dateOfBirth).toBe(
        'Enter a real date.',
      );
      expect((await fieldsOf(valid({ pickupTime: '25:00' }))).pickupTime).toBe(
        'Use the time format HH:mm.',
      );
    });

    it('refuses a pickup before today in Kolkata', async () => {
      const yesterday = addDays(todayInKolkata(), -1);
      const fields = await fieldsOf(
        valid({ pickupDate: yesterday, returnDate: addDays(yesterday, 3) }),
      );
      expect(fields.pickupDate).toBe('Pickup date cannot be in the past.');
      const returnPast = await fieldsOf(valid({ returnDate: yesterday }));
      expect(returnPast.returnDate).toBe('Return date cannot be in the past.');
    });

    it('refuses a pickup time today that has passed', async () => {
      const now = toKolkataTime(new Date());
      if (now === '00:00') return; // nothing earlier today
      const today = todayInKolkata();
      const fields = await fieldsOf(
        valid({ pickupDate: today, pickupTime: '00:00', returnDate: addDays(today, 1) }),
      );
      expect(fields.pickupTime).toBe('Pickup time has already passed.');
    });

    it('requires the return after the pickup', async () => {
      const same = valid();
      same.returnDate = same.pickupDate;
      same.returnTime = same.pickupTime;
      expect((await fieldsOf(same)).returnTime).toBe('Return must be after pickup.');
      const earlier = valid();
      earlier.returnDate = earlier.pickupDate;
      earlier.returnTime = '08:59';
      expect((await fieldsOf(earlier)).returnTime).toBe('Return must be after pickup.');
    });

    it('requires the renter to be 21 on the pickup date', async () => {
      const payload = valid();
      const pickup = payload.pickupDate as string;
      // The day the renter turns 21 is the pickup day: allowed.
      const turns21 = `${Number(pickup.slice(0, 4)) - 21}${pickup.slice(4)}`;
      if (!turns21.endsWith('02-29')) {
        const ok = await book({ ...payload, dateOfBirth: turns21 });
        expect(ok.statusCode).toBe(201);
        // One day short of 21 on the pickup date: refused.
        const fields = await fieldsOf(
          valid({
            pickupDate: pickup,
            returnDate: addDays(pickup, 2),
            dateOfBirth: addDays(turns21, 1),
          }),
        );
        expect(fields.dateOfBirth).toBe('You must be at least 21 years old on the pickup date.');
      }
      expect((await fieldsOf(valid({ dateOfBirth: '1890-01-01' }))).dateOfBirth).toBe(
        'Enter your real date of birth.',
      );
    });

    it('accepts only the two document options', async () => {
      expect(
        (await fieldsOf(valid({ originalDocumentsSubmitted: 'Driving licence only' })))
          .originalDocumentsSubmitted,
      ).toBe('Choose the original documents you will bring.');
      const passport = await book(
        valid({ originalDocumentsSubmitted: 'Passport + Original Licence' }),
      );
      expect(passport.statusCode).toBe(201);
    });

    it('limits free text and refuses control characters', async () => {
      expect((await fieldsOf(valid({ purpose: 'x'.repeat(201) }))).purpose).toBe(
        'Purpose must be at most 200 characters.',
      );
      expect((await fieldsOf(valid({ address: 'line\u0000two' }))).address).toMatch(
        /hidden control/,
      );
      expect((await fieldsOf(valid({ notes: 'n'.repeat(1001) }))).notes).toMatch(/1000/);
    });

    it('never answers 500 to malformed or strange input', async () => {
      const raw = [
        '{"carId":',
        'null',
        '"a string"',
        '[1,2,3]',
        JSON.stringify({ ...valid(), carId: "' or 1=1 --" }),
        JSON.stringify({ ...valid(), pickupDate: ['2030-01-01'] }),
        JSON.stringify({ ...valid(), address: { $gt: '' } }),
        JSON.stringify({ ...valid(), customerName: '\u202Eevil\uFEFF' }),
        JSON.stringify({ ...valid(), pinCode: 500016 }),
        JSON.stringify({ ...valid(), __proto__: { status: 'Confirmed' } }),
      ];
      for (const payload of raw) {
        const res = await h.inject({
          method: 'POST',
          url: '/api/bookings/book',
          payload,
          headers: { ...bearer(renter.token), 'content-type': 'application/json' },
        });
        expect(res.statusCode, payload.slice(0, 60)).toBeLessThan(500);
        expect(res.json()).toHaveProperty(res.statusCode < 300 ? '_id' : 'code');
      }
      const oddPaths = [
        '/api/bookings/customer/%00',
        '/api/bookings/customer/' + 'a'.repeat(150),
        '/api/bookings?limit=abc',
        '/api/bookings?sort=%27%3B',
        '/api/bookings?status[]=Pending',
      ];
      for (const url of oddPaths) {
        const res = await h.inject({ method: 'GET', url, headers: bearer(renter.token) });
        expect(res.statusCode, url).toBeLessThan(500);
      }
    });
  },
  // One renter books many times here; the Pending cap has its own tests (bookings.holds.test.ts).
  {
    rateLimits: { bookingPerAccount: 10_000, bookingPerIp: 10_000 },
    config: { maxPendingBookings: 1_000 },
  },
);

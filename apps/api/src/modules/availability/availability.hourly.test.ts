import { beforeAll, expect, it } from 'vitest';
import { addDays } from '@rental/shared/kolkata-time';
import { createAdminToken, createCustomer, type TestCustomer } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { carWithRates } from '../../test/pricing';
import { bookAt, dayFromToday, freeFor, local } from '../../test/availability';

// docs/product.md#availability and #rate-plans: hourly rentals share the rule of every booking:
// two bookings of a car keep the 2-hour cleaning buffer between them, to the minute, on one day.
process.env.TZ = 'UTC';

const LIMITS = { bookingPerAccount: 10_000, bookingPerIp: 10_000 };
const HOURLY = {
  pricePerDay: 3000,
  pricePerHour: 300,
  minHours: 4,
  pricePerWeek: null,
  pricePerMonth: null,
  unlimitedKmPerDay: null,
};

describeEachDatabase(
  'availability of hourly rentals',
  (h) => {
    let admin: string;
    let renter: TestCustomer;
    let other: TestCustomer;
    beforeAll(async () => {
      admin = await createAdminToken(h);
      renter = await createCustomer(h);
      other = await createCustomer(h);
    });

    it('books two short rentals on one day with the cleaning buffer between them', async () => {
      const car = await carWithRates(h, admin, HOURLY);
      const d = dayFromToday(25);
      const first = await bookAt(h, renter.token, car.id, [d, '08:00'], [d, '14:00']);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        totalAmount: 1800,
        quote: { plan: 'hourly', hours: 6 },
      });

      // 15:59 is inside the buffer after a 14:00 return; 16:00 is not.
      expect(await freeFor(h, car.id, local(d, '15:59'), local(d, '20:00'))).toBe(false);
      expect(await freeFor(h, car.id, local(d, '16:00'), local(d, '20:00'))).toBe(true);
      const tooSoon = await bookAt(h, other.token, car.id, [d, '15:59'], [d, '20:00']);
      expect(tooSoon.statusCode).toBe(409);
      const second = await bookAt(h, other.token, car.id, [d, '16:00'], [d, '20:00']);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toMatchObject({ totalAmount: 1200, quote: { hours: 4 } });

      // The buffer also runs before a pickup: a rental ending 06:01 is too close to 08:00.
      expect(await freeFor(h, car.id, local(d, '03:00'), local(d, '06:01'))).toBe(false);
      expect(await freeFor(h, car.id, local(d, '02:00'), local(d, '06:00'))).toBe(true);
    });

    it('answers the busy hours of the day to the calendar', async () => {
      const car = await carWithRates(h, admin, HOURLY);
      const d = dayFromToday(27);
      expect((await bookAt(h, renter.token, car.id, [d, '09:30'], [d, '13:30'])).statusCode).toBe(
        201,
      );
      const res = await h.inject({
        method: 'GET',
        url: `/api/cars/${car.id}/busy?from=${addDays(d, -1)}&days=3`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        bufferMinutes: 120,
        intervals: [{ from: `${d}T09:30:00.000+05:30`, to: `${d}T13:30:00.000+05:30` }],
      });
    });
  },
  { rateLimits: LIMITS },
);

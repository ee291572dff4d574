import { expect, it } from 'vitest';
import { createCar } from './test/factories';
import { bearer, describeEachDatabase } from './test/harness';

// Business rules read the time from the app's clock, so a test can set it.

const FIXED = new Date('2031-02-03T04:05:06.000Z');

describeEachDatabase(
  'injected clock',
  (h) => {
    it('stamps what the services write with the injected time', async () => {
      const res = await h.inject({
        method: 'POST',
        url: '/api/offers',
        headers: bearer(await h.adminToken()),
        payload: { imageUrl: 'https://example.com/offer.jpg' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().createdAt).toBe(FIXED.toISOString());
    });

    it('opens the calendar on the clock’s day in Kolkata', async () => {
      const car = await createCar(h);
      const res = await h.inject({ method: 'GET', url: `/api/cars/${car.id}/busy` });
      expect(res.statusCode).toBe(200);
      // 04:05 UTC is 09:35 in Kolkata, the same day.
      expect(res.json().from).toBe('2031-02-03');
    });
  },
  { clock: () => FIXED },
);

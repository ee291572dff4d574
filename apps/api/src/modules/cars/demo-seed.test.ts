import { expect, it } from 'vitest';
import type { Car } from '@rental/shared/cars';
import type { DeliveryArea, PinCheck } from '@rental/shared/delivery';
import { addDays, todayInKolkata } from '@rental/shared/kolkata-time';
import type { QuoteAnswer } from '@rental/shared/pricing/quote-schemas';
import type { Offer } from '@rental/shared/offers';
import { bearer, DATABASES, describeEachDatabase, Harness } from '../../test/harness';
import { listUploads } from '../../test/car-form';

describeEachDatabase(
  'demo seed on an empty database',
  (h) => {
    it('loads the six sample cars of the demo data', async () => {
      const cars = (await h.inject({ method: 'GET', url: '/api/cars' })).json<Car[]>();
      expect(cars).toHaveLength(6);
      expect(cars.filter((c) => !c.available)).toHaveLength(1);
      expect(cars.filter((c) => c.fuel === 'Electric')).toHaveLength(1);
      expect(cars.filter((c) => c.seats === 8)).toHaveLength(1);
      for (const car of cars) {
        expect(car.price).toBeGreaterThanOrEqual(1800);
        expect(car.price).toBeLessThanOrEqual(3800);
        // docs/product.md#reviews: the stored sample ratings are never shown.
        expect(car.rating).toBeNull();
        expect(['Hatchback', 'Sedan', 'SUV', 'MUV']).toContain(car.type);
        expect(car.registrationNumber).toMatch(/^TS \d\d [A-Z]{2} \d{4}$/);
        expect(car.images).toHaveLength(3);
        expect(car.thumbnails).toHaveLength(3);
        expect(car.features.length).toBeGreaterThan(2);
      }
      expect(Math.min(...cars.map((c) => c.price))).toBe(1800);
      expect(Math.max(...cars.map((c) => c.price))).toBe(3800);
    });

    it('spreads the sample cars over the three branches, two at each', async () => {
      const cars = (await h.inject({ method: 'GET', url: '/api/cars' })).json<Car[]>();
      const count = (branch: string) => cars.filter((c) => c.branch === branch).length;
      expect([count('Boduppal'), count('Vanasthalipuram'), count('Dilsukhnagar')]).toEqual([
        2, 2, 2,
      ]);
    });

    it('stores and serves the pictures through the image pipeline', async () => {
      const cars = (await h.inject({ method: 'GET', url: '/api/cars' })).json<Car[]>();
      const image = await h.inject({ method: 'GET', url: cars[0]!.images[0]! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      const thumb = await h.inject({ method: 'GET', url: cars[0]!.thumbnails[0]! });
      expect(thumb.statusCode).toBe(200);
      // 6 cars x 3 pictures and 3 banners, each in two sizes.
      expect(await listUploads(h)).toHaveLength((6 * 3 + 3) * 2);
    });

    it('features only available cars', async () => {
      const featured = (await h.inject({ method: 'GET', url: '/api/cars/featured/cars' })).json<
        Car[]
      >();
      expect(featured.length).toBeGreaterThan(0);
      expect(featured.every((c) => c.available && c.featured)).toBe(true);
    });

    it('loads three offers whose images are stored here', async () => {
      const offers = (await h.inject({ method: 'GET', url: '/api/offers' })).json<Offer[]>();
      expect(offers).toHaveLength(3);
      for (const offer of offers) {
        expect(offer.imageUrl).toMatch(/^\/uploads\/offers\/[\w-]+\.webp$/);
        expect((await h.inject({ method: 'GET', url: offer.imageUrl })).statusCode).toBe(200);
      }
    });

    it('gives each branch a delivery area with whole-rupee fees and hourly slots', async () => {
      const areas = (await h.inject({ method: 'GET', url: '/api/delivery/areas' })).json<
        DeliveryArea[]
      >();
      const near = { Boduppal: '500092', Vanasthalipuram: '500070', Dilsukhnagar: '500060' };
      for (const [branch, pin] of Object.entries(near)) {
        const area = areas.find((a) => a.branch === branch)!;
        expect(area.slotsPerHour).toBeGreaterThan(0);
        expect(area.pins.length).toBeGreaterThanOrEqual(4);
        expect(area.pins.map((p) => p.pin)).toContain(pin);
        expect(area.pins.every((p) => Number.isInteger(p.fee) && p.fee > 0)).toBe(true);
        expect(area.daysOff).toEqual([]);
      }
      const check = (
        await h.inject({ method: 'GET', url: '/api/delivery/pins/500092' })
      ).json<PinCheck>();
      expect(check.branches).toEqual([{ branch: 'Boduppal', fee: 199 }]);
    });

    it('prices a doorstep delivery to a demo PIN code in the quote', async () => {
      const cars = (await h.inject({ method: 'GET', url: '/api/cars' })).json<Car[]>();
      const car = cars.find((c) => c.branch === 'Vanasthalipuram' && c.available)!;
      const res = await h.inject({
        method: 'GET',
        url: '/api/quote',
        query: {
          carId: car._id,
          pickupDate: addDays(todayInKolkata(), 3),
          pickupTime: '10:00',
          returnDate: addDays(todayInKolkata(), 4),
          returnTime: '10:00',
          deliveryPickupPin: '500070',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const lines = res.json<QuoteAnswer>().lines.filter((l) => l.kind === 'delivery');
      expect(lines.map((l) => l.amount)).toEqual([199]);
    });

    it('sells the demo cars by the hour, week and month, with GST by the kind of car', async () => {
      const cars = (await h.inject({ method: 'GET', url: '/api/cars' })).json<Car[]>();
      expect(cars.every((c) => c.pricePerWeek !== null && c.pricePerMonth !== null)).toBe(true);
      expect(cars.filter((c) => c.pricePerHour !== null)).toHaveLength(4);
      const gst = (name: string) => cars.find((c) => c.name.includes(name))!.gstRatePercent;
      expect([gst('Nexon EV'), gst('Swift'), gst('Creta')]).toEqual([5, 18, 40]);
      const swift = cars.find((c) => c.name.includes('Swift'))!;
      const quote = async (returnDate: string, returnTime: string) => {
        const res = await h.inject({
          method: 'GET',
          url: '/api/quote',
          query: {
            carId: swift._id,
            pickupDate: addDays(todayInKolkata(), 3),
            pickupTime: '10:00',
            returnDate,
            returnTime,
          },
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<QuoteAnswer>().lines.filter((l) => l.kind === 'rental');
      };
      const fiveHours = await quote(addDays(todayInKolkata(), 3), '15:00');
      expect(fiveHours.map((l) => [l.plan, l.amount])).toEqual([['hourly', 5 * 150]]);
      const week = await quote(addDays(todayInKolkata(), 10), '10:00');
      expect(week.map((l) => [l.plan, l.amount])).toEqual([['weekly', 10_800]]);
    });

    it('does not load the demo data again on restart, even after the cars were deleted', async () => {
      const admin = await h.adminToken();
      const cars = (await h.inject({ method: 'GET', url: '/api/cars' })).json<Car[]>();
      for (const car of cars) {
        await h.inject({ method: 'DELETE', url: `/api/cars/${car._id}`, headers: bearer(admin) });
      }
      const offers = (await h.inject({ method: 'GET', url: '/api/offers' })).json<Offer[]>();
      for (const offer of offers) {
        await h.inject({
          method: 'DELETE',
          url: `/api/offers/${offer._id}`,
          headers: bearer(admin),
        });
      }
      await h.restart();
      expect((await h.inject({ method: 'GET', url: '/api/cars' })).json()).toEqual([]);
      expect((await h.inject({ method: 'GET', url: '/api/offers' })).json()).toEqual([]);
    });
  },
  { seedDemo: true },
);

describeEachDatabase(
  'demo seed restarts',
  (h) => {
    it('keeps exactly six cars and three offers over a restart', async () => {
      await h.restart();
      expect((await h.inject({ method: 'GET', url: '/api/cars' })).json()).toHaveLength(6);
      expect((await h.inject({ method: 'GET', url: '/api/offers' })).json()).toHaveLength(3);
    });
  },
  { seedDemo: true },
);

for (const kind of DATABASES) {
  it(`does not seed a database that already has an offer [${kind}]`, async () => {
    const options = { seedDemo: false };
    const h = new Harness(kind, options);
    try {
      await h.start();
      const res = await h.inject({
        method: 'POST',
        url: '/api/offers',
        headers: bearer(await h.adminToken()),
        payload: { imageUrl: 'https://example.com/offer.jpg' },
      });
      expect(res.statusCode).toBe(201);
      options.seedDemo = true;
      await h.restart();
      expect((await h.inject({ method: 'GET', url: '/api/cars' })).json()).toEqual([]);
      expect((await h.inject({ method: 'GET', url: '/api/offers' })).json()).toHaveLength(1);
    } finally {
      await h.stop();
    }
  });
}

import { beforeAll, expect, it } from 'vitest';
import type { CarAnswer } from '@rental/shared/cars';
import type { Review } from '@rental/shared/reviews';
import { createBooking, createCar, createCustomer, type TestCar } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';

// docs/product.md#reviews: every car answer carries the mean and count of the car's published
// reviews, never the stored rating column; a car without a published review has none.

describeEachDatabase('car ratings', (h) => {
  let rated: string;
  let unrated: string;
  let unratedCar: TestCar;

  beforeAll(async () => {
    const admin = await h.adminToken();
    const renter = await createCustomer(h, { name: 'Asha Rao' });
    const car = await createCar(h, { name: 'Rated Baleno' });
    rated = car.id;
    unratedCar = await createCar(h, { name: 'Unrated Tiago' });
    unrated = unratedCar.id;
    const ids: string[] = [];
    for (const rating of [4, 5, 1]) {
      const booking = await createBooking(h, renter, car, { status: 'Completed' });
      const res = await h.inject({
        method: 'POST',
        url: `/api/bookings/${booking}/review`,
        headers: bearer(renter.token),
        payload: { rating, text: `${rating} stars` },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<Review>()._id);
    }
    const hide = await h.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${ids[2]}`,
      headers: bearer(admin),
      payload: { hidden: true },
    });
    expect(hide.statusCode, hide.body).toBe(200);
  });

  it('lists each car with the mean and count of its published reviews only', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/cars' });
    expect(res.statusCode).toBe(200);
    const cars = res.json<CarAnswer[]>();
    // 4 and 5 published, the 1 hidden: 4.5 from 2, not 3.3 from 3.
    expect(cars.find((c) => c._id === rated)).toMatchObject({ rating: 4.5, reviewCount: 2 });
    expect(cars.find((c) => c._id === unrated)).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('answers one car with the same computed rating', async () => {
    const one = await h.inject({ method: 'GET', url: `/api/cars/${rated}` });
    expect(one.json<CarAnswer>()).toMatchObject({ rating: 4.5, reviewCount: 2 });
    const none = await h.inject({ method: 'GET', url: `/api/cars/${unrated}` });
    expect(none.json<CarAnswer>()).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('counts a review in the list as soon as it is written', async () => {
    const renter = await createCustomer(h, { name: 'Ravi Kumar' });
    const booking = await createBooking(h, renter, unratedCar, { status: 'Completed' });
    await h.inject({ method: 'GET', url: '/api/cars' }); // the lists are cached now
    const res = await h.inject({
      method: 'POST',
      url: `/api/bookings/${booking}/review`,
      headers: bearer(renter.token),
      payload: { rating: 3, text: 'Fine' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const cars = (await h.inject({ method: 'GET', url: '/api/cars' })).json<CarAnswer[]>();
    expect(cars.find((c) => c._id === unrated)).toMatchObject({ rating: 3, reviewCount: 1 });
  });
});

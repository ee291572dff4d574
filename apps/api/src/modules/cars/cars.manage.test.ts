import { beforeAll, expect, it } from 'vitest';
import type { Car } from '@rental/shared/cars';
import { createBooking, createCustomer, type TestCustomer } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { addCar, carForm, freshRegistration } from '../../test/car-form';

// The admin's car changes: adding, editing and (soft) deleting a car.

describeEachDatabase('car management', (h) => {
  let admin: string;
  let customer: TestCustomer;
  beforeAll(async () => {
    admin = await h.adminToken();
    customer = await createCustomer(h);
  });

  it('adds a car with no rating, available, and answers 201 with the car', async () => {
    const registration = freshRegistration();
    const res = await addCar(h, admin, { registrationNumber: registration.toLowerCase() });
    expect(res.statusCode).toBe(201);
    const car = res.json<Car>();
    expect(car).toMatchObject({
      name: 'Swift VXi',
      brand: 'Maruti Suzuki',
      type: 'Hatchback',
      fuel: 'Petrol',
      seats: 5,
      transmission: 'Manual',
      price: 1800,
      rating: null,
      reviewCount: 0,
      available: true,
      featured: true,
      features: ['AC', 'Bluetooth'],
      registrationNumber: registration,
    });
    expect(car.images).toHaveLength(1);
    expect(car.thumbnails).toHaveLength(1);
    expect(car.images[0]).toMatch(/^\/uploads\/cars\/[\w-]+\.webp$/);
  });

  it('edits a car: fields change, the old images stay when none are sent', async () => {
    const car = (await addCar(h, admin)).json<Car>();
    const registration = freshRegistration();
    const res = await h.inject({
      method: 'PUT',
      url: `/api/cars/${car._id}`,
      headers: bearer(admin),
      payload: carForm(
        {
          name: 'Swift ZXi+',
          price: '2100',
          available: 'false',
          featured: 'false',
          registrationNumber: registration,
        },
        [],
        ['Cruise control'],
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: car._id,
      name: 'Swift ZXi+',
      price: 2100,
      available: false,
      featured: false,
      rating: null,
      reviewCount: 0,
      features: ['Cruise control'],
      registrationNumber: registration,
      images: car.images,
      thumbnails: car.thumbnails,
    });
    const read = await h.inject({ method: 'GET', url: `/api/cars/${car._id}` });
    expect(read.json().name).toBe('Swift ZXi+');
    // An edit without `available` keeps the car unavailable.
    const again = await h.inject({
      method: 'PUT',
      url: `/api/cars/${car._id}`,
      headers: bearer(admin),
      payload: carForm({
        name: 'Swift VXi',
        available: undefined,
        registrationNumber: registration,
      }),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ name: 'Swift VXi', available: false });
  });

  it('keeps its own registration number on edit but refuses another live car’s (409)', async () => {
    const a = (await addCar(h, admin)).json<Car>();
    const b = (await addCar(h, admin)).json<Car>();
    const same = await h.inject({
      method: 'PUT',
      url: `/api/cars/${a._id}`,
      headers: bearer(admin),
      payload: carForm({ registrationNumber: a.registrationNumber }),
    });
    expect(same.statusCode).toBe(200);
    const taken = await h.inject({
      method: 'PUT',
      url: `/api/cars/${a._id}`,
      headers: bearer(admin),
      payload: carForm({ registrationNumber: b.registrationNumber }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'registration_taken',
      error: 'A car with this registration number already exists.',
    });
  });

  it('soft-deletes: the car leaves the lists and answers 404, its bookings still read', async () => {
    const car = (await addCar(h, admin, { featured: 'true' })).json<Car>();
    const bookingId = await createBooking(
      h,
      customer,
      { id: car._id, name: car.name, price: car.price, registrationNumber: car.registrationNumber },
      { status: 'Confirmed' },
    );
    await h.inject({ method: 'GET', url: '/api/cars' }); // warm the list

    const res = await h.inject({
      method: 'DELETE',
      url: `/api/cars/${car._id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Car deleted.' });

    const all = (await h.inject({ method: 'GET', url: '/api/cars' })).json<Car[]>();
    expect(all.some((c) => c._id === car._id)).toBe(false);
    const featured = (await h.inject({ method: 'GET', url: '/api/cars/featured/cars' })).json<
      Car[]
    >();
    expect(featured.some((c) => c._id === car._id)).toBe(false);
    expect((await h.inject({ method: 'GET', url: `/api/cars/${car._id}` })).statusCode).toBe(404);
    const again = await h.inject({
      method: 'DELETE',
      url: `/api/cars/${car._id}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);

    const booking = await h.app.db
      .selectFrom('bookings')
      .select(['car_id', 'car_name', 'car_number'])
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({
      car_id: car._id,
      car_name: car.name,
      car_number: car.registrationNumber,
    });
    const row = await h.app.db
      .selectFrom('cars')
      .select('deleted_at')
      .where('id', '=', car._id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    // Its images stay for the records.
    expect((await h.inject({ method: 'GET', url: car.images[0]! })).statusCode).toBe(200);

    // The registration number is free again for a car in the fleet.
    const reused = await addCar(h, admin, { registrationNumber: car.registrationNumber });
    expect(reused.statusCode).toBe(201);
  });
});

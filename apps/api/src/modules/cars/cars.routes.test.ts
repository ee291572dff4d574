import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '@rental/shared/cars';
import { createCar, createCustomer, type TestCustomer } from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';
import { addCar, carForm, freshRegistration, jpegFile } from './car-form.test-helpers';

async function insertBooking(h: Harness, customerId: string, car: Car): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await h.app.db
    .insertInto('bookings')
    .values({
      id,
      customer_id: customerId,
      car_id: car._id,
      car_name: car.name,
      car_number: car.registrationNumber,
      customer_name: 'Ravi Kumar',
      customer_phone: '9876543210',
      customer_email: 'ravi@example.com',
      address: '1-2-3 Main Road',
      city: 'Hyderabad',
      state: 'Telangana',
      country: 'India',
      pin_code: '500060',
      date_of_birth: '1990-01-01',
      driver_license_number: 'TS0820190001234',
      dl_issued_state: 'Telangana',
      pickup_date: '2030-01-01',
      pickup_time: '10:00',
      return_date: '2030-01-03',
      return_time: '10:00',
      pickup_at: '2030-01-01T04:30:00.000Z',
      return_at: '2030-01-03T04:30:00.000Z',
      purpose: 'Family trip',
      destination: 'Warangal',
      original_documents_submitted: 'Aadhaar + Original Licence',
      notes: '',
      price_per_day: car.price,
      total_days: 2,
      total_amount: car.price * 2,
      status: 'Confirmed',
      pickup_location: '',
      gas_tank_reading: '',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

describeEachDatabase('cars API', (h) => {
  let admin: string;
  let customer: TestCustomer;
  beforeAll(async () => {
    admin = await h.adminToken();
    customer = await createCustomer(h);
  });

  describe('who may do what', () => {
    let car: Car;
    beforeAll(async () => {
      car = (await addCar(h, admin)).json();
    });

    it.each([
      ['GET', '/api/cars'],
      ['GET', '/api/cars/featured/cars'],
    ])('lets anyone read %s %s', async (method, url) => {
      for (const headers of [{}, bearer(customer.token), bearer(admin)]) {
        const res = await h.inject({ method: method as 'GET', url, headers });
        expect(res.statusCode).toBe(200);
        expect(Array.isArray(res.json())).toBe(true);
      }
    });

    it('lets anyone read one car', async () => {
      for (const headers of [{}, bearer(customer.token), bearer(admin)]) {
        const res = await h.inject({ method: 'GET', url: `/api/cars/${car._id}`, headers });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ _id: car._id, name: car.name });
      }
    });

    const adminCalls = () => [
      { method: 'PATCH' as const, url: `/api/cars/${car._id}/toggle` },
      { method: 'DELETE' as const, url: `/api/cars/${car._id}` },
      { method: 'POST' as const, url: '/api/cars/add' },
      { method: 'PUT' as const, url: `/api/cars/${car._id}` },
    ];

    it('refuses the admin calls without a token (401)', async () => {
      for (const call of adminCalls()) {
        const res = await h.inject({ ...call, payload: carForm() });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.json().code).toBe('unauthorized');
      }
    });

    it('refuses the admin calls with a customer token (403)', async () => {
      for (const call of adminCalls()) {
        const res = await h.inject({
          ...call,
          headers: bearer(customer.token),
          payload: carForm({}, [await jpegFile()]),
        });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
      expect((await h.inject({ method: 'GET', url: `/api/cars/${car._id}` })).statusCode).toBe(200);
    });

    it('refuses a forged or expired-looking token (401)', async () => {
      const res = await h.inject({
        method: 'PATCH',
        url: `/api/cars/${car._id}/toggle`,
        headers: bearer('not.a.token'),
      });
      expect(res.statusCode).toBe(401);
    });
  });

  it('adds a car with rating 0, available, and answers 201 with the car', async () => {
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
      rating: 0,
      available: true,
      featured: true,
      features: ['AC', 'Bluetooth'],
      registrationNumber: registration,
    });
    expect(car.images).toHaveLength(1);
    expect(car.thumbnails).toHaveLength(1);
    expect(car.images[0]).toMatch(/^\/uploads\/cars\/[\w-]+\.webp$/);
  });

  it('lists cars newest first', async () => {
    const first = (await addCar(h, admin, { name: 'Older car' })).json<Car>();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await addCar(h, admin, { name: 'Newer car' })).json<Car>();
    const ids = (await h.inject({ method: 'GET', url: '/api/cars' }))
      .json<Car[]>()
      .map((c) => c._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    expect(ids.indexOf(second._id)).toBe(0);
  });

  it('answers 404 "Car not found." for an unknown car', async () => {
    for (const [method, url] of [
      ['GET', '/api/cars/does-not-exist'],
      ['PATCH', '/api/cars/does-not-exist/toggle'],
      ['DELETE', '/api/cars/does-not-exist'],
    ] as const) {
      const res = await h.inject({ method, url, headers: bearer(admin) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Car not found.', code: 'not_found' });
    }
    const put = await h.inject({
      method: 'PUT',
      url: '/api/cars/does-not-exist',
      headers: bearer(admin),
      payload: carForm(),
    });
    expect(put.statusCode).toBe(404);
  });

  it('toggles availability back and forth, and the lists follow at once', async () => {
    const car = (await addCar(h, admin)).json<Car>();
    await h.inject({ method: 'GET', url: '/api/cars' }); // warm the list
    const off = await h.inject({
      method: 'PATCH',
      url: `/api/cars/${car._id}/toggle`,
      headers: bearer(admin),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ _id: car._id, available: false });
    const listed = (await h.inject({ method: 'GET', url: '/api/cars' })).json<Car[]>();
    expect(listed.find((c) => c._id === car._id)?.available).toBe(false);
    const featured = (await h.inject({ method: 'GET', url: '/api/cars/featured/cars' })).json<
      Car[]
    >();
    expect(featured.some((c) => c._id === car._id)).toBe(false);

    const on = await h.inject({
      method: 'PATCH',
      url: `/api/cars/${car._id}/toggle`,
      headers: bearer(admin),
    });
    expect(on.json()).toMatchObject({ available: true });
  });

  it('shows a change made by another process within a second, and at once to signed-in callers', async () => {
    await h.inject({ method: 'GET', url: '/api/cars' }); // warm the list
    // Written straight to the database, as another API process would.
    const car = await createCar(h, { featured: true });
    const ids = async (headers = {}) =>
      (await h.inject({ method: 'GET', url: '/api/cars', headers }))
        .json<Car[]>()
        .map((c) => c._id);
    expect(await ids(bearer(admin))).toContain(car.id);
    const featured = await h.inject({
      method: 'GET',
      url: '/api/cars/featured/cars',
      headers: bearer(admin),
    });
    expect(featured.json<Car[]>().map((c) => c._id)).toContain(car.id);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await ids()).toContain(car.id);
  });

  it('shows as featured only cars that are featured and available, at most 6', async () => {
    const plain = (await addCar(h, admin, { featured: 'false' })).json<Car>();
    const added: Car[] = [];
    for (let i = 0; i < 7; i++) added.push((await addCar(h, admin, { featured: 'true' })).json());
    const res = await h.inject({ method: 'GET', url: '/api/cars/featured/cars' });
    const featured = res.json<Car[]>();
    expect(featured).toHaveLength(6);
    expect(featured.every((c) => c.featured && c.available)).toBe(true);
    expect(featured.some((c) => c._id === plain._id)).toBe(false);
    expect(featured[0]!._id).toBe(added.at(-1)!._id);
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
      rating: 0,
      features: ['Cruise control'],
      registrationNumber: registration,
      images: car.images,
      thumbnails: car.thumbnails,
    });
    const read = await h.inject({ method: 'GET', url: `/api/cars/${car._id}` });
    expect(read.json().name).toBe('Swift ZXi+');
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
    const bookingId = await insertBooking(h, customer.id, car);
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

  it('describes every car route in the OpenAPI document, the forms as multipart', async () => {
    const doc = (await h.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/cars', 'get'],
      ['/api/cars/featured/cars', 'get'],
      ['/api/cars/{id}', 'get'],
      ['/api/cars/{id}/toggle', 'patch'],
      ['/api/cars/{id}', 'delete'],
      ['/api/cars/add', 'post'],
      ['/api/cars/{id}', 'put'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const add = doc.paths['/api/cars/add'].post;
    expect(Object.keys(add.requestBody.content)).toEqual(['multipart/form-data']);
    expect(add.responses['201']).toBeDefined();
  });
});

import { beforeAll, expect, it } from 'vitest';
import type { Car } from '@rental/shared/cars';
import { createCar } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { addCar } from '../../test/car-form';

// The public car lists: their order, the featured few, and how soon they follow a change.

describeEachDatabase('car lists', (h) => {
  let admin: string;
  beforeAll(async () => {
    admin = await h.adminToken();
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

  it('answers a car by id like the lists: a write here at once, another process within a second', async () => {
    const car = (await addCar(h, admin, { name: 'Before' })).json<Car>();
    const name = async (headers = {}) => {
      const res = await h.inject({ method: 'GET', url: `/api/cars/${car._id}`, headers });
      return res.statusCode === 200 ? res.json<Car>().name : res.statusCode;
    };
    await h.inject({ method: 'GET', url: '/api/cars' }); // warm the list
    expect(await name()).toBe('Before');
    // Written straight to the database, as another API process would.
    await h.app.db.updateTable('cars').set({ name: 'After' }).where('id', '=', car._id).execute();
    expect(await name(bearer(admin))).toBe('After');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await name()).toBe('After');
    // A delete in this process shows at once.
    await h.inject({ method: 'GET', url: '/api/cars' });
    const gone = await h.inject({
      method: 'DELETE',
      url: `/api/cars/${car._id}`,
      headers: bearer(admin),
    });
    expect(gone.statusCode).toBe(200);
    expect(await name()).toBe(404);
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
});

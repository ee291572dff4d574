import { beforeAll, expect, it } from 'vitest';
import type { CarAnswer } from '@rental/shared/cars';
import { bearer, describeEachDatabase } from '../../test/harness';
import { addCar, carForm } from '../../test/car-form';

// docs/product.md#cars: each car's home branch on the add-car and edit-car forms. The field is
// optional so forms made before branches existed keep working.

describeEachDatabase('car branch', (h) => {
  let admin: string;
  beforeAll(async () => {
    admin = await h.adminToken();
  });

  const edit = (car: CarAnswer, fields: Record<string, string>) =>
    h.inject({
      method: 'PUT',
      url: `/api/cars/${car._id}`,
      headers: bearer(admin),
      payload: carForm({ registrationNumber: car.registrationNumber, ...fields }, []),
    });

  it('puts a car added without a branch at Boduppal', async () => {
    const res = await addCar(h, admin);
    expect(res.statusCode).toBe(201);
    expect(res.json().branch).toBe('Boduppal');
  });

  it('keeps the branch chosen on add, and on an edit that leaves the field out', async () => {
    const car = (await addCar(h, admin, { branch: 'Dilsukhnagar' })).json() as CarAnswer;
    expect(car.branch).toBe('Dilsukhnagar');
    const kept = await edit(car, { name: 'Renamed' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Renamed', branch: 'Dilsukhnagar' });
    const moved = await edit(car, { branch: 'Vanasthalipuram' });
    expect(moved.json().branch).toBe('Vanasthalipuram');
    const read = await h.inject({ method: 'GET', url: `/api/cars/${car._id}` });
    expect(read.json().branch).toBe('Vanasthalipuram');
  });

  it('refuses a branch that is not one of the three', async () => {
    const res = await addCar(h, admin, { branch: 'Gachibowli' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      branch: 'Branch must be one of Boduppal, Vanasthalipuram, Dilsukhnagar.',
    });
  });
});

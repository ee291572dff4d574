import { beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '@rental/shared/cars';
import { createCustomer, type TestCustomer } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { addCar, carForm, jpegFile } from '../../test/car-form';

// The car routes as a whole: who may call each, unknown cars, and the OpenAPI document.

describeEachDatabase('car routes', (h) => {
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

import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@rental/shared/kolkata-time';
import {
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  setCarDeleted,
  type TestCar,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase, TEST_ADMIN } from '../../test/harness';
import { addBlock, at, dayFromToday, local } from '../../test/availability';

// docs/product.md#availability: maintenance blocks and the per-car schedule, for the admin only.

describeEachDatabase('maintenance blocks and schedule', (h) => {
  let admin: string;
  let customer: TestCustomer;
  let car: TestCar;
  const d = dayFromToday(15);
  const body = { from: local(d, '09:00'), to: local(d, '17:30'), reason: 'Periodic service' };

  beforeAll(async () => {
    admin = await createAdminToken(h);
    customer = await createCustomer(h, { name: 'Meena Iyer' });
    car = await createCar(h);
  });

  describe('who may call', () => {
    const calls = () => [
      { method: 'GET' as const, url: `/api/cars/${car.id}/blocks` },
      { method: 'POST' as const, url: `/api/cars/${car.id}/blocks`, payload: body },
      { method: 'DELETE' as const, url: `/api/cars/${car.id}/blocks/some-block` },
      { method: 'GET' as const, url: `/api/cars/${car.id}/schedule` },
    ];

    it('asks a visitor to sign in', async () => {
      for (const call of calls()) {
        const res = await h.inject(call);
        expect(res.statusCode, call.method + call.url).toBe(401);
        expect(res.json().code).toBe('unauthorized');
      }
    });

    it('refuses a customer', async () => {
      for (const call of calls()) {
        const res = await h.inject({ ...call, headers: bearer(customer.token) });
        expect(res.statusCode, call.method + call.url).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    });
  });

  it('lets the admin add, list and remove a block', async () => {
    const created = await addBlock(h, admin, car.id, body);
    expect(created.statusCode).toBe(201);
    const { block, affectedBookings } = created.json();
    expect(block).toEqual({
      _id: expect.any(String),
      carId: car.id,
      from: `${d}T09:00:00.000+05:30`,
      to: `${d}T17:30:00.000+05:30`,
      reason: 'Periodic service',
      createdAt: expect.any(String),
      createdBy: TEST_ADMIN.email,
    });
    expect(affectedBookings).toEqual([]);

    const list = await h.inject({
      method: 'GET',
      url: `/api/cars/${car.id}/blocks`,
      headers: bearer(admin),
    });
    expect(list.json()).toEqual([block]);

    const removed = await h.inject({
      method: 'DELETE',
      url: `/api/cars/${car.id}/blocks/${block._id}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Maintenance block removed.' });
    const again = await h.inject({
      method: 'DELETE',
      url: `/api/cars/${car.id}/blocks/${block._id}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Maintenance block not found.', code: 'not_found' });
  });

  it('takes ISO 8601 instants with an offset too', async () => {
    const res = await addBlock(h, admin, car.id, {
      from: `${addDays(d, 40)}T03:30:00Z`,
      to: `${addDays(d, 40)}T12:00:00.000+05:30`,
      reason: 'Inspection',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().block.from).toBe(`${addDays(d, 40)}T09:00:00.000+05:30`);
  });

  it('refuses a bad block, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, to: body.from }, 'to'],
      [{ ...body, from: body.to, to: body.from }, 'to'],
      [{ ...body, to: local(addDays(d, 400), '09:00') }, 'to'],
      [{ ...body, from: 'next week' }, 'from'],
      [{ ...body, reason: '' }, 'reason'],
      [{ ...body, reason: 'x'.repeat(201) }, 'reason'],
      [{ from: body.from, to: body.to }, 'reason'],
    ];
    for (const [payload, field] of cases) {
      const res = await addBlock(h, admin, car.id, payload as Record<string, string>);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
    expect((await addBlock(h, admin, car.id, { ...body, to: body.from })).json().fields.to).toBe(
      'The block must end after it starts.',
    );
  });

  it('answers 404 for an unknown or deleted car', async () => {
    const gone = await createCar(h);
    await setCarDeleted(h, gone.id);
    for (const id of ['no-such-car', gone.id]) {
      expect((await addBlock(h, admin, id, body)).statusCode).toBe(404);
      for (const url of [`/api/cars/${id}/blocks`, `/api/cars/${id}/schedule`]) {
        const res = await h.inject({ method: 'GET', url, headers: bearer(admin) });
        expect(res.statusCode, url).toBe(404);
      }
    }
  });

  it('makes a block over bookings and lists the ones it affects, buffer included', async () => {
    const target = await createCar(h);
    const day = addDays(d, 10);
    const inside = await createBooking(h, customer, target, {
      status: 'Confirmed',
      pickupAt: at(day, '10:00'),
      returnAt: at(day, '12:00'),
    });
    // Returns 1 hour before the block: within the cleaning buffer.
    const justBefore = await createBooking(h, customer, target, {
      status: 'Pending',
      pickupAt: at(addDays(day, -1), '10:00'),
      returnAt: at(day, '08:00'),
    });
    await createBooking(h, customer, target, {
      status: 'Cancelled',
      pickupAt: at(day, '09:00'),
      returnAt: at(day, '18:00'),
    });
    // Picked up exactly 2 hours after the block: not affected.
    await createBooking(h, customer, target, {
      status: 'Confirmed',
      pickupAt: at(day, '20:00'),
      returnAt: at(addDays(day, 1), '10:00'),
    });
    const res = await addBlock(h, admin, target.id, {
      from: local(day, '09:00'),
      to: local(day, '18:00'),
      reason: 'Engine check',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().affectedBookings).toEqual([
      {
        _id: justBefore,
        customerName: 'Meena Iyer',
        status: 'Pending',
        pickupDateTime: `${addDays(day, -1)}T10:00:00.000+05:30`,
        returnDateTime: `${day}T08:00:00.000+05:30`,
      },
      {
        _id: inside,
        customerName: 'Meena Iyer',
        status: 'Confirmed',
        pickupDateTime: `${day}T10:00:00.000+05:30`,
        returnDateTime: `${day}T12:00:00.000+05:30`,
      },
    ]);
  });

  it('answers the schedule of a car: bookings of any status and blocks in the window', async () => {
    const target = await createCar(h);
    const day = addDays(d, 20);
    const pending = await createBooking(h, customer, target, {
      status: 'Pending',
      pickupAt: at(day, '10:00'),
      returnAt: at(addDays(day, 1), '10:00'),
    });
    const cancelled = await createBooking(h, customer, target, {
      status: 'Cancelled',
      pickupAt: at(addDays(day, 2), '10:00'),
      returnAt: at(addDays(day, 3), '10:00'),
    });
    await createBooking(h, customer, target, {
      status: 'Confirmed',
      pickupAt: at(addDays(day, 30), '10:00'),
      returnAt: at(addDays(day, 31), '10:00'),
    });
    const block = (
      await addBlock(h, admin, target.id, {
        from: local(addDays(day, 4), '09:00'),
        to: local(addDays(day, 4), '18:00'),
        reason: 'Wash and polish',
      })
    ).json().block;

    const res = await h.inject({
      method: 'GET',
      url: `/api/cars/${target.id}/schedule?from=${day}&days=7`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      carId: target.id,
      from: day,
      days: 7,
      bufferMinutes: 120,
      bookings: [
        {
          _id: pending,
          customerName: 'Meena Iyer',
          status: 'Pending',
          pickupDateTime: `${day}T10:00:00.000+05:30`,
          returnDateTime: `${addDays(day, 1)}T10:00:00.000+05:30`,
        },
        {
          _id: cancelled,
          customerName: 'Meena Iyer',
          status: 'Cancelled',
          pickupDateTime: `${addDays(day, 2)}T10:00:00.000+05:30`,
          returnDateTime: `${addDays(day, 3)}T10:00:00.000+05:30`,
        },
      ],
      blocks: [block],
    });
  });

  it('documents the calls in the OpenAPI document', async () => {
    const doc = (await h.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/cars/{id}/busy',
      '/api/cars/{id}/blocks',
      '/api/cars/{id}/blocks/{blockId}',
      '/api/cars/{id}/schedule',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const search = doc.paths['/api/cars'].get.parameters.map((p: { name: string }) => p.name);
    expect(search).toEqual(expect.arrayContaining(['from', 'to', 'branch']));
  });
});

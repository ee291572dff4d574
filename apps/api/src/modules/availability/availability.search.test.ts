import { beforeAll, describe, expect, it } from 'vitest';
import type { CarAnswer } from '@rental/shared/cars';
import { addDays, todayInKolkata, toKolkataIso } from '@rental/shared/kolkata-time';
import {
  createAdminToken,
  createBooking,
  createCar,
  createCustomer,
  setCarDeleted,
  type TestCar,
  type TestCustomer,
} from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { addBlock, at, dayFromToday, local, search } from '../../test/availability';

// docs/product.md#availability: GET /api/cars with from, to and branch, and the public busy
// calendar of a car.

describeEachDatabase('search by dates and branch', (h) => {
  let admin: string;
  let renter: TestCustomer;
  const d = dayFromToday(12);
  // The window searched: d 09:00 to d+2 18:00 in Kolkata.
  const from = local(d, '09:00');
  const to = local(addDays(d, 2), '18:00');
  type Name = 'free' | 'booked' | 'cancelled' | 'later' | 'off' | 'blocked' | 'gone';
  const cars = {} as Record<Name, TestCar>;

  beforeAll(async () => {
    admin = await createAdminToken(h);
    renter = await createCustomer(h, { name: 'Private Renter' });
    cars.free = await createCar(h, { name: 'Free Boduppal', branch: 'Boduppal' });
    cars.booked = await createCar(h, { name: 'Booked Boduppal', branch: 'Boduppal' });
    cars.cancelled = await createCar(h, { name: 'Cancelled Boduppal', branch: 'Boduppal' });
    cars.later = await createCar(h, { name: 'Later Vanasthalipuram', branch: 'Vanasthalipuram' });
    cars.off = await createCar(h, {
      name: 'Off Dilsukhnagar',
      branch: 'Dilsukhnagar',
      available: false,
    });
    cars.blocked = await createCar(h, { name: 'Blocked Dilsukhnagar', branch: 'Dilsukhnagar' });
    cars.gone = await createCar(h, { name: 'Deleted car' });
    await setCarDeleted(h, cars.gone.id);
    await createBooking(h, renter, cars.booked, {
      status: 'Confirmed',
      pickupAt: at(addDays(d, 1), '10:00'),
      returnAt: at(addDays(d, 3), '10:00'),
    });
    await createBooking(h, renter, cars.cancelled, {
      status: 'Cancelled',
      pickupAt: at(d, '10:00'),
      returnAt: at(addDays(d, 1), '10:00'),
    });
    // Picked up exactly 2 hours after the window ends: the buffer is met, the car is free.
    await createBooking(h, renter, cars.later, {
      status: 'Pending',
      pickupAt: at(addDays(d, 2), '20:00'),
      returnAt: at(addDays(d, 4), '10:00'),
    });
    const block = await addBlock(h, admin, cars.blocked.id, {
      from: local(addDays(d, 2), '08:00'),
      to: local(addDays(d, 2), '12:00'),
      reason: 'Tyre change',
    });
    expect(block.statusCode).toBe(201);
  });

  const freeness = (list: CarAnswer[]) =>
    Object.fromEntries(list.map((c) => [c.name, c.freeForDates]));

  it('answers every live car with whether it is free for the dates', async () => {
    const res = await search(h, { from, to });
    expect(res.statusCode).toBe(200);
    expect(freeness(res.json())).toEqual({
      'Free Boduppal': true,
      'Booked Boduppal': false,
      'Cancelled Boduppal': true,
      'Later Vanasthalipuram': true,
      'Off Dilsukhnagar': false,
      'Blocked Dilsukhnagar': false,
    });
  });

  it('counts the buffer before a pickup just after the window', async () => {
    // 'Later' is picked up at d+2 20:00: a window ending at 18:01 comes within 2 hours of it.
    const res = await search(h, { from, to: local(addDays(d, 2), '18:01') });
    expect(freeness(res.json())['Later Vanasthalipuram']).toBe(false);
  });

  it('answers the same for ISO 8601 instants with an offset', async () => {
    const res = await search(h, { from: at(d, '09:00'), to: `${addDays(d, 2)}T18:00:00+05:30` });
    expect(freeness(res.json())).toEqual(freeness((await search(h, { from, to })).json()));
  });

  it('filters by branch, with or without dates', async () => {
    const dated = await search(h, { from, to, branch: 'Dilsukhnagar' });
    expect(freeness(dated.json())).toEqual({
      'Off Dilsukhnagar': false,
      'Blocked Dilsukhnagar': false,
    });
    const plain = (await search(h, { branch: 'Vanasthalipuram' })).json() as CarAnswer[];
    expect(plain.map((c) => c.name)).toEqual(['Later Vanasthalipuram']);
    expect(plain[0]).not.toHaveProperty('freeForDates');
    expect(plain[0]!.branch).toBe('Vanasthalipuram');
  });

  it('answers the same to a signed-in caller', async () => {
    const res = await search(h, { from, to }, renter.token);
    expect(freeness(res.json())['Booked Boduppal']).toBe(false);
  });

  it('keeps the plain list as it was, with each car’s branch', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/cars' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as CarAnswer[];
    expect(list).toHaveLength(6);
    for (const car of list) {
      expect(car).not.toHaveProperty('freeForDates');
      expect(['Boduppal', 'Vanasthalipuram', 'Dilsukhnagar']).toContain(car.branch);
    }
    // Unknown query parameters are ignored, as before.
    expect((await h.inject({ method: 'GET', url: '/api/cars?_=123' })).json()).toHaveLength(6);
  });

  it('refuses half a period, a bad date or a reversed one, naming the field', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ from }, 'to', 'Choose a return date and time.'],
      [{ to }, 'from', 'Choose a pickup date and time.'],
      [{ from: to, to: from }, 'to', 'Return must be after pickup.'],
      [{ from, to: from }, 'to', 'Return must be after pickup.'],
      [{ from: '2026-02-30T09:00', to }, 'from', 'Enter a date and time like 2026-11-27T09:00.'],
      [{ from: 'tomorrow', to }, 'from', 'Enter a date and time like 2026-11-27T09:00.'],
      [{ from, to: local(addDays(d, 120), '09:00') }, 'to', 'A booking can last at most 90 days.'],
      [
        { branch: 'Gachibowli' },
        'branch',
        'Branch must be one of Boduppal, Vanasthalipuram, Dilsukhnagar.',
      ],
    ];
    for (const [query, field, message] of cases) {
      const res = await search(h, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', fields: { [field]: message } });
    }
  });

  it('follows cars added or removed while the list is cached', async () => {
    // Warm the visitors' list cache, then change the fleet behind its back.
    await h.inject({ method: 'GET', url: '/api/cars' });
    const added = await createCar(h, { name: 'Just added' });
    await setCarDeleted(h, cars.cancelled.id);
    try {
      const names = freeness((await search(h, { from, to })).json());
      expect(names['Just added']).toBe(true);
      expect(names).not.toHaveProperty('Cancelled Boduppal');
    } finally {
      await setCarDeleted(h, cars.cancelled.id, false);
      await setCarDeleted(h, added.id);
    }
  });

  describe('GET /api/cars/:id/busy', () => {
    it('answers busy intervals and the buffer, without customer data', async () => {
      const res = await h.inject({
        method: 'GET',
        url: `/api/cars/${cars.booked.id}/busy?from=${d}&days=10`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        carId: cars.booked.id,
        available: true,
        from: d,
        days: 10,
        bufferMinutes: 120,
        intervals: [
          {
            from: `${addDays(d, 1)}T10:00:00.000+05:30`,
            to: `${addDays(d, 3)}T10:00:00.000+05:30`,
          },
        ],
      });
      expect(res.body).not.toContain('Private Renter');
      expect(res.body).not.toContain(renter.mobile);
    });

    it('includes blocks, leaves out cancelled bookings, and merges overlapping intervals', async () => {
      const car = await createCar(h);
      await createBooking(h, renter, car, {
        status: 'Pending',
        pickupAt: at(d, '09:00'),
        returnAt: at(d, '12:00'),
      });
      await createBooking(h, renter, car, {
        status: 'Cancelled',
        pickupAt: at(addDays(d, 3), '09:00'),
        returnAt: at(addDays(d, 4), '09:00'),
      });
      await addBlock(h, admin, car.id, {
        from: local(d, '11:00'),
        to: local(d, '15:00'),
        reason: 'Cleaning',
      });
      await addBlock(h, admin, car.id, {
        from: local(addDays(d, 5), '00:00'),
        to: local(addDays(d, 6), '00:00'),
        reason: 'Service',
      });
      const res = await h.inject({ method: 'GET', url: `/api/cars/${car.id}/busy?from=${d}` });
      expect(res.json().intervals).toEqual([
        { from: toKolkataIso(at(d, '09:00')), to: toKolkataIso(at(d, '15:00')) },
        {
          from: toKolkataIso(at(addDays(d, 5), '00:00')),
          to: toKolkataIso(at(addDays(d, 6), '00:00')),
        },
      ]);
      // A window starting a day after the last block (and its buffer) ended.
      const later = await h.inject({
        method: 'GET',
        url: `/api/cars/${car.id}/busy?from=${addDays(d, 7)}&days=5`,
      });
      expect(later.json().intervals).toEqual([]);
    });

    it('covers two months from today in Kolkata by default', async () => {
      const res = await h.inject({ method: 'GET', url: `/api/cars/${cars.off.id}/busy` });
      expect(res.json()).toMatchObject({
        from: todayInKolkata(),
        days: 62,
        available: false,
        intervals: [],
      });
    });

    it('answers 404 for an unknown or deleted car and 400 for a bad window', async () => {
      for (const id of ['no-such-car', cars.gone.id]) {
        const res = await h.inject({ method: 'GET', url: `/api/cars/${id}/busy` });
        expect(res.statusCode).toBe(404);
      }
      for (const query of ['from=2026-13-01', 'days=0', 'days=400', 'days=two']) {
        const res = await h.inject({
          method: 'GET',
          url: `/api/cars/${cars.free.id}/busy?${query}`,
        });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().code).toBe('validation_error');
      }
    });
  });
});

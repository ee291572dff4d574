import { beforeAll, expect, it } from 'vitest';
import type { Car } from '@rental/shared/cars';
import { addDays, kolkataInstant, todayInKolkata } from '@rental/shared/kolkata-time';
import { createCar, createCustomer, type TestCar } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { addCar, carForm, freshRegistration, jpegFile } from '../../test/car-form';
import { countEntries, entriesOf, onlyEntryOf, ownerId } from '../../test/audit';

// docs/decisions/019-audit-log.md: the owner's fleet writes (cars and prices, offers,
// maintenance blocks) each leave one entry with only the changed fields; a refused write none.

describeEachDatabase('the audit entries of fleet writes', (h) => {
  let admin: string;
  let owner: string;
  beforeAll(async () => {
    admin = await h.adminToken();
    owner = await ownerId(h);
  });

  const putCar = async (id: string, fields: Record<string, string>, images = false) =>
    h.inject({
      method: 'PUT',
      url: `/api/cars/${id}`,
      headers: bearer(admin),
      payload: carForm(fields, images ? [await jpegFile()] : []),
    });

  it('keeps a new car with its fields, by the owner', async () => {
    const registration = freshRegistration();
    const car = (await addCar(h, admin, { registrationNumber: registration })).json<Car>();
    const entry = await onlyEntryOf(h, car._id);
    expect(entry).toMatchObject({
      actorId: owner,
      action: 'car.create',
      entity: 'car',
      carId: car._id,
      bookingId: null,
      before: null,
    });
    expect(entry.after).toMatchObject({
      name: 'Swift VXi',
      price: 1800,
      available: true,
      registrationNumber: registration,
      features: ['AC', 'Bluetooth'],
    });
  });

  it('keeps a price change as the price alone, before and after', async () => {
    const registration = freshRegistration();
    const car = (await addCar(h, admin, { registrationNumber: registration })).json<Car>();
    const res = await putCar(car._id, { registrationNumber: registration, price: '2100' });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await entriesOf(h, { entityId: car._id });
    expect(entries.map((e) => e.action)).toEqual(['car.create', 'car.update']);
    expect(entries[1]).toMatchObject({
      actorId: owner,
      carId: car._id,
      before: { price: 1800 },
      after: { price: 2100 },
    });
    expect(Object.keys(entries[1]!.after!)).toEqual(['price']);
  });

  it('keeps replaced images as the old and new lists, and leaves no entry for a non-change', async () => {
    const registration = freshRegistration();
    const car = (await addCar(h, admin, { registrationNumber: registration })).json<Car>();
    expect((await putCar(car._id, { registrationNumber: registration }, true)).statusCode).toBe(
      200,
    );
    const [, update] = await entriesOf(h, { entityId: car._id });
    expect(Object.keys(update!.after!)).toEqual(['images']);
    expect(update!.before!.images).toHaveLength(1);
    expect(update!.after!.images).not.toEqual(update!.before!.images);

    // The same form again changes nothing, so nothing is kept.
    expect((await putCar(car._id, { registrationNumber: registration })).statusCode).toBe(200);
    expect(await entriesOf(h, { entityId: car._id })).toHaveLength(2);
  });

  it('chains racing price edits: each entry’s before is the price it replaced', async () => {
    const registration = freshRegistration();
    const car = (await addCar(h, admin, { registrationNumber: registration })).json<Car>();
    const prices = [2001, 2002, 2003, 2004, 2005];
    const answers = await Promise.all(
      prices.map((price) =>
        putCar(car._id, { registrationNumber: registration, price: `${price}` }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(prices.map(() => 200));
    const updates = (await entriesOf(h, { entityId: car._id })).filter(
      (e) => e.action === 'car.update',
    );
    expect(updates).toHaveLength(prices.length);
    const final = (await h.inject({ method: 'GET', url: `/api/cars/${car._id}` })).json<Car>()
      .price;
    const befores = updates.map((e) => e.before!.price as number);
    const replaced = [
      1800,
      ...updates.map((e) => e.after!.price as number).filter((p) => p !== final),
    ];
    expect([...befores].sort()).toEqual([...replaced].sort());
  });

  it('keeps availability toggles and the deletion of a car', async () => {
    const car = await createCar(h);
    const toggle = await h.inject({
      method: 'PATCH',
      url: `/api/cars/${car.id}/toggle`,
      headers: bearer(admin),
    });
    expect(toggle.statusCode).toBe(200);
    const removed = await h.inject({
      method: 'DELETE',
      url: `/api/cars/${car.id}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(200);
    const entries = await entriesOf(h, { carId: car.id });
    expect(entries.map((e) => [e.action, e.before?.available, e.after?.available])).toEqual([
      ['car.availability', true, false],
      ['car.delete', false, undefined],
    ]);
    expect(entries[1]).toMatchObject({ actorId: owner, after: null });
    expect(entries[1]!.before).toMatchObject({ name: car.name, price: car.price });
  });

  it('leaves no entry for a refused or failed car write', async () => {
    const taken = await createCar(h);
    const car = await createCar(h);
    const renter = await createCustomer(h);
    const before = await countEntries(h);
    const duplicate = await putCar(car.id, { registrationNumber: taken.registrationNumber });
    expect(duplicate.statusCode).toBe(409);
    const missing = await h.inject({
      method: 'DELETE',
      url: '/api/cars/no-such-car',
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
    const byRenter = await h.inject({
      method: 'PATCH',
      url: `/api/cars/${car.id}/toggle`,
      headers: bearer(renter.token),
    });
    expect(byRenter.statusCode).toBe(403);
    expect(await countEntries(h)).toBe(before);
  });

  it('keeps offers added and removed, and nothing for a missing one', async () => {
    const imageUrl = 'https://example.com/offer-diwali.jpg';
    const added = await h.inject({
      method: 'POST',
      url: '/api/offers',
      headers: bearer(admin),
      payload: { imageUrl },
    });
    expect(added.statusCode).toBe(201);
    const id = added.json<{ _id: string }>()._id;
    const removed = await h.inject({
      method: 'DELETE',
      url: `/api/offers/${id}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(200);
    expect(await entriesOf(h, { entityId: id })).toEqual([
      expect.objectContaining({ action: 'offer.create', before: null, after: { imageUrl } }),
      expect.objectContaining({ action: 'offer.delete', before: { imageUrl }, after: null }),
    ]);
    const before = await countEntries(h);
    const again = await h.inject({
      method: 'DELETE',
      url: `/api/offers/${id}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);
    expect(await countEntries(h)).toBe(before);
  });

  it('keeps maintenance blocks added and removed with their period and reason', async () => {
    const car: TestCar = await createCar(h);
    const day = addDays(todayInKolkata(), 20);
    const block = { from: `${day}T09:00`, to: `${day}T17:30`, reason: 'Periodic service' };
    const added = await h.inject({
      method: 'POST',
      url: `/api/cars/${car.id}/blocks`,
      headers: bearer(admin),
      payload: block,
    });
    expect(added.statusCode, added.body).toBe(201);
    const blockId = added.json<{ block: { _id: string } }>().block._id;
    const period = {
      from: kolkataInstant(day, '09:00')!.toISOString(),
      to: kolkataInstant(day, '17:30')!.toISOString(),
      reason: 'Periodic service',
    };
    const url = `/api/cars/${car.id}/blocks/${blockId}`;
    expect((await h.inject({ method: 'DELETE', url, headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    expect(await entriesOf(h, { entityId: blockId })).toEqual([
      expect.objectContaining({
        action: 'maintenance_block.create',
        actorId: owner,
        carId: car.id,
        before: null,
        after: period,
      }),
      expect.objectContaining({ action: 'maintenance_block.delete', before: period, after: null }),
    ]);
    const before = await countEntries(h);
    expect((await h.inject({ method: 'DELETE', url, headers: bearer(admin) })).statusCode).toBe(
      404,
    );
    expect(await countEntries(h)).toBe(before);
  });
});

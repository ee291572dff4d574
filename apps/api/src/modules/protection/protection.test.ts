import { beforeAll, expect, it } from 'vitest';
import { addDays, todayInKolkata } from '@rental/shared/kolkata-time';
import { PROTECTION_MESSAGES } from '@rental/shared/protection';
import {
  bookingPayload,
  createAdminToken,
  createCar,
  createCustomer,
  createStaffToken,
  type TestCar,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';

// docs/product.md#protection-plans: the owner's plans, the public list, the quote line and the
// plan a booking keeps.

const STANDARD = { name: 'Standard', pricePerDay: 199, damageCap: 10_000, sortOrder: 1 };
const BASIC = { name: 'Basic', pricePerDay: 0, damageCap: 25_000, sortOrder: 0 };

const save = (h: Harness, token: string, body: object, id?: string) =>
  h.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/admin/protection-plans/${id}` : '/api/admin/protection-plans',
    headers: bearer(token),
    payload: body,
  });

describeEachDatabase(
  'protection plans',
  (h) => {
    let owner: string;
    let staff: string;
    let renter: TestCustomer;
    let car: TestCar;
    const plans: Record<string, string> = {};

    beforeAll(async () => {
      owner = await createAdminToken(h);
      staff = (await createStaffToken(h, 'Hyderabad')).token;
      renter = await createCustomer(h);
      car = await createCar(h, { price: 2000 });
      for (const plan of [STANDARD, BASIC]) {
        const res = await save(h, owner, plan);
        expect(res.statusCode, res.body).toBe(201);
        plans[plan.name] = res.json()._id;
      }
    });

    it('lets the owner add and change plans, and staff only read them', async () => {
      const added = await save(h, owner, {
        name: 'Zero liability',
        pricePerDay: 399,
        damageCap: 2000,
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toMatchObject({ active: true, sortOrder: 0, damageCap: 2000 });
      const id = added.json()._id;
      const changed = await save(
        h,
        owner,
        { name: 'Zero liability', pricePerDay: 449, damageCap: 2000, sortOrder: 2, active: false },
        id,
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ pricePerDay: 449, active: false });

      expect((await save(h, staff, { ...STANDARD, name: 'Gold' })).statusCode).toBe(403);
      expect((await save(h, staff, STANDARD, plans.Standard)).statusCode).toBe(403);
      const read = await h.inject({
        method: 'GET',
        url: '/api/admin/protection-plans',
        headers: bearer(staff),
      });
      expect(read.statusCode).toBe(200);
      expect(read.json().map((p: { name: string }) => p.name)).toEqual([
        'Basic',
        'Standard',
        'Zero liability',
      ]);

      const audit = await h.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity_id', '=', id)
        .orderBy('at')
        .execute();
      expect(audit.map((a) => a.action)).toEqual([
        'protection_plan.create',
        'protection_plan.update',
      ]);
    });

    it('lists only the plans on offer to the public', async () => {
      const res = await h.inject({ method: 'GET', url: '/api/protection-plans' });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((p: { name: string }) => p.name)).toEqual(['Basic', 'Standard']);
    });

    it('refuses a second plan of the same name and figures that are not whole rupees', async () => {
      const taken = await save(h, owner, { ...STANDARD, damageCap: 5000 });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        code: 'protection_plan_taken',
        error: PROTECTION_MESSAGES.nameTaken,
      });
      const bad = await save(h, owner, { name: 'Odd', pricePerDay: 99.5, damageCap: -1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toMatchObject({
        pricePerDay: PROTECTION_MESSAGES.priceWhole,
        damageCap: PROTECTION_MESSAGES.capRange,
      });
    });

    it('prices the chosen plan as a quote line per rental day, and the free one by default', async () => {
      const pickupDate = addDays(todayInKolkata(), 20);
      const period = `carId=${car.id}&pickupDate=${pickupDate}&pickupTime=09:00&returnDate=${addDays(pickupDate, 3)}&returnTime=09:00`;
      const chosen = await h.inject({
        method: 'GET',
        url: `/api/quote?${period}&protectionPlanId=${plans.Standard}`,
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(chosen.json().lines).toContainEqual(
        expect.objectContaining({
          kind: 'protection',
          amount: 597,
          label: 'Standard protection: 3 days × ₹199',
        }),
      );
      expect(chosen.json().total).toBe(3 * 2000 + 597);
      const plain = await h.inject({ method: 'GET', url: `/api/quote?${period}` });
      expect(plain.json().lines).toContainEqual(
        expect.objectContaining({ kind: 'protection', amount: 0 }),
      );
      expect(plain.json().total).toBe(6000);
    });

    it('keeps the plan as booked when the owner changes it later', async () => {
      const res = await h.inject({
        method: 'POST',
        url: '/api/bookings/book',
        headers: bearer(renter.token),
        payload: bookingPayload(car.id, { protectionPlanId: plans.Standard }, 30),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().protection).toEqual({
        planId: plans.Standard,
        name: 'Standard',
        pricePerDay: 199,
        damageCap: 10_000,
      });
      expect(res.json().totalAmount).toBe(2 * 2000 + 2 * 199);
      await save(h, owner, { ...STANDARD, pricePerDay: 299, damageCap: 8000 }, plans.Standard);
      const again = await h.inject({
        method: 'GET',
        url: `/api/bookings/${res.json()._id}`,
        headers: bearer(renter.token),
      });
      expect(again.json().protection).toMatchObject({ pricePerDay: 199, damageCap: 10_000 });
      expect(again.json().quote.lines).toContainEqual(
        expect.objectContaining({ kind: 'protection', amount: 398 }),
      );
    });

    it('prices the plan for every day of an extension, at the booked price', async () => {
      const res = await h.inject({
        method: 'POST',
        url: '/api/bookings/book',
        headers: bearer(renter.token),
        payload: bookingPayload(car.id, { protectionPlanId: plans.Standard }, 50),
      });
      expect(res.statusCode, res.body).toBe(201);
      const booking = res.json();
      await h.app.db
        .updateTable('bookings')
        .set({ status: 'Confirmed' })
        .where('id', '=', booking._id)
        .execute();
      const booked = booking.protection.pricePerDay;
      expect(booked).toBeGreaterThan(0);
      await save(h, owner, { ...STANDARD, pricePerDay: booked + 100 }, plans.Standard);
      const preview = await h.inject({
        method: 'GET',
        url: `/api/bookings/${booking._id}/extension`,
        query: { returnAt: `${addDays(booking.returnDateTime.slice(0, 10), 1)}T09:00:00+05:30` },
        headers: bearer(renter.token),
      });
      expect(preview.statusCode, preview.body).toBe(200);
      // One more day of the car and one more day of the plan, at the price it was booked at.
      expect(preview.json()).toMatchObject({ totalDays: 3, extraAmount: 2000 + booked });
    });

    it('refuses a plan that is not on offer', async () => {
      const res = await h.inject({
        method: 'POST',
        url: '/api/bookings/book',
        headers: bearer(renter.token),
        payload: bookingPayload(car.id, { protectionPlanId: 'no-such-plan' }, 40),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'protection_plan_inactive',
        fields: { protectionPlanId: PROTECTION_MESSAGES.inactive },
      });
    });
  },
  { rateLimits: { bookingPerAccount: 1000, bookingPerIp: 1000 } },
);

import { beforeAll, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '@rental/shared/promo';
import { createAdminToken, createCar } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { codeName, postCode } from '../../test/promo-codes';

// docs/product.md#promo-codes: the owner's warning compares a flat code with the cheapest rental
// it applies to, priced the way a booking is (by the car's plans), not days × price per day.

describeEachDatabase('promo codes: the warning priced by plan', (h) => {
  let owner: string;
  const rule = { kind: 'flat', carTypes: ['SUV'], branches: ['Vanasthalipuram'] };

  beforeAll(async () => {
    owner = await createAdminToken(h);
    // Seven day prices are ₹14,000; the weekly price makes the week ₹9,000.
    const weekly = await createCar(h, {
      name: 'Weekly SUV',
      price: 2_000,
      type: 'SUV',
      branch: 'Vanasthalipuram',
    });
    await h.app.db
      .updateTable('cars')
      .set({ price_per_week: 9_000 })
      .where('id', '=', weekly.id)
      .execute();
    await createCar(h, { name: 'Daily SUV', price: 1_500, type: 'SUV', branch: 'Vanasthalipuram' });
  });

  it('warns when the code covers a week at its weekly price, below seven day prices', async () => {
    const res = await postCode(h, owner, {
      code: codeName('WEEK'),
      value: 9_000,
      minDays: 7,
      ...rule,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().warning).toBe(PROMO_MESSAGES.flatCoversRental(9_000, 9_000, 'Weekly SUV', 7));
  });

  it('names the car cheapest for the days asked, which may not have the lowest day price', async () => {
    // Two days: the daily car (₹3,000) is cheaper than the weekly one (₹4,000).
    const res = await postCode(h, owner, {
      code: codeName('TWO'),
      value: 3_000,
      minDays: 2,
      ...rule,
    });
    expect(res.json().warning).toBe(PROMO_MESSAGES.flatCoversRental(3_000, 3_000, 'Daily SUV', 2));
  });

  it('does not warn when the code is below the cheapest plan price', async () => {
    const res = await postCode(h, owner, {
      code: codeName('OK'),
      value: 8_999,
      minDays: 7,
      ...rule,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).not.toHaveProperty('warning');
  });
});

import { beforeAll, expect, it } from 'vitest';
import { createAdminToken } from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';
import { carForm, jpeg } from '../../test/car-form';

// docs/product.md#rate-plans: the owner sets a car's plans and GST on the car form; an empty
// field clears a plan, a field left out keeps it, a bad one is a clear 400.

describeEachDatabase('rate cards on the car form', (h: Harness) => {
  let admin: string;
  beforeAll(async () => {
    admin = await createAdminToken(h);
  });

  it('stores the plans and GST, keeps what an edit leaves out and clears what it empties', async () => {
    const added = await h.inject({
      method: 'POST',
      url: '/api/cars/add',
      headers: bearer(admin),
      payload: carForm(
        {
          pricePerHour: '250',
          minHours: '4',
          pricePerWeek: '10000',
          gstRatePercent: '40',
          sac: '997311',
        },
        [{ name: 'a.jpg', data: await jpeg() }],
      ),
    });
    expect(added.statusCode, added.body).toBe(201);
    const car = added.json();
    expect(car).toMatchObject({
      pricePerHour: 250,
      minHours: 4,
      pricePerWeek: 10_000,
      pricePerMonth: null,
      gstRatePercent: 40,
      sac: '997311',
    });

    const edited = await h.inject({
      method: 'PUT',
      url: `/api/cars/${car._id}`,
      headers: bearer(admin),
      payload: carForm({ pricePerHour: '', pricePerMonth: '36000' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      pricePerHour: null,
      minHours: 4,
      pricePerWeek: 10_000,
      pricePerMonth: 36_000,
    });

    const bad = await h.inject({
      method: 'PUT',
      url: `/api/cars/${car._id}`,
      headers: bearer(admin),
      payload: carForm({ pricePerWeek: 'lots', gstRatePercent: '17' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      pricePerWeek: 'Enter the price per week in whole rupees.',
      gstRatePercent: 'The GST rate is one of 0, 5, 12, 18, 28, 40 %.',
    });
  });
});

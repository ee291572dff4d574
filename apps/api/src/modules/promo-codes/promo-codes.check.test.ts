import { beforeAll, expect, it } from 'vitest';
import { addDays, todayInKolkata } from '@rental/shared/kolkata-time';
import { PROMO_MESSAGES, type PromoCheckAnswer } from '@rental/shared/promo';
import {
  createAdminToken,
  createCar,
  createCustomer,
  type TestCar,
  type TestCustomer,
} from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { bookWithCode, checkCode, createCode } from '../../test/promo-codes';

// docs/product.md#promo-codes: the renter's check answers the discount and the new total, or
// one clear refusal for each case, and takes no use.

describeEachDatabase('promo codes: the renter checks a code', (h) => {
  let owner: string;
  let renter: TestCustomer;
  /** An SUV of Dilsukhnagar at ₹1,999 a day. */
  let suv: TestCar;

  beforeAll(async () => {
    owner = await createAdminToken(h);
    renter = await createCustomer(h);
    suv = await createCar(h, { price: 1999, type: 'SUV', branch: 'Dilsukhnagar' });
  });

  const refusal = async (code: string, days = 2, token = renter.token) => {
    const res = await checkCode(h, token, suv.id, code, days);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('promo_refused');
    expect(res.json().fields).toEqual({ promoCode: res.json().error });
    return res.json().error as string;
  };

  it('answers a percent discount rounded down to the rupee, and the new total', async () => {
    const code = await createCode(h, owner, { kind: 'percent', value: 15 });
    const res = await checkCode(h, renter.token, suv.id, code.code.toLowerCase(), 3);
    expect(res.statusCode, res.body).toBe(200);
    // 15 % of 5,997 is 899.55: ₹899 off.
    expect(res.json<PromoCheckAnswer>()).toEqual({
      code: code.code,
      description: '15 % off',
      totalDays: 3,
      rentalAmount: 5997,
      discount: 899,
      totalAmount: 5098,
    });
    const stored = await h.app.db
      .selectFrom('promo_codes')
      .select('uses')
      .where('id', '=', code._id)
      .executeTakeFirstOrThrow();
    expect(stored.uses).toBe(0);
  });

  it('refuses a flat code that would take off the whole rental: no ₹0 booking', async () => {
    const small = await createCode(h, owner, { kind: 'flat', value: 500 });
    expect((await checkCode(h, renter.token, suv.id, small.code, 1)).json()).toMatchObject({
      rentalAmount: 1999,
      discount: 500,
      totalAmount: 1499,
    });
    const big = await createCode(h, owner, { kind: 'flat', value: 5000 });
    const whole = await checkCode(h, renter.token, suv.id, big.code, 1);
    expect(whole.statusCode).toBe(422);
    expect(whole.json()).toMatchObject({
      code: 'promo_refused',
      error: PROMO_MESSAGES.wholeRental,
      fields: { promoCode: PROMO_MESSAGES.wholeRental },
    });
    const exact = await createCode(h, owner, { kind: 'flat', value: 1999 });
    expect((await checkCode(h, renter.token, suv.id, exact.code, 1)).statusCode).toBe(422);
    const booked = await bookWithCode(h, renter.token, suv.id, exact.code, { days: 1 });
    expect(booked.statusCode).toBe(422);
    expect(booked.json().error).toBe(PROMO_MESSAGES.wholeRental);
  });

  it('refuses an unknown or deactivated code', async () => {
    expect(await refusal('NO-SUCH-CODE')).toBe(PROMO_MESSAGES.unknown);
    const code = await createCode(h, owner);
    await h.app.db
      .updateTable('promo_codes')
      .set({ active: 0 })
      .where('id', '=', code._id)
      .execute();
    expect(await refusal(code.code)).toBe(PROMO_MESSAGES.unknown);
  });

  it('refuses a code not valid yet or expired, by the day in Kolkata', async () => {
    const today = todayInKolkata();
    const later = await createCode(h, owner, { validFrom: addDays(today, 1) });
    expect(await refusal(later.code)).toMatch(/^This promo code is valid from \d+ \w+ \d{4}\./);
    const past = await createCode(h, owner, { validTo: addDays(today, -1) });
    expect(await refusal(past.code)).toBe(PROMO_MESSAGES.expired);
    const now = await createCode(h, owner, { validFrom: today, validTo: today });
    expect((await checkCode(h, renter.token, suv.id, now.code)).statusCode).toBe(200);
  });

  it('refuses a used-up code', async () => {
    const code = await createCode(h, owner, { maxUses: 3 });
    await h.app.db.updateTable('promo_codes').set({ uses: 3 }).where('id', '=', code._id).execute();
    expect(await refusal(code.code)).toBe(PROMO_MESSAGES.usedUp);
  });

  it('refuses a rental shorter than the minimum days', async () => {
    const code = await createCode(h, owner, { minDays: 3 });
    expect(await refusal(code.code, 2)).toBe(PROMO_MESSAGES.tooShort(3));
    expect((await checkCode(h, renter.token, suv.id, code.code, 3)).statusCode).toBe(200);
  });

  it("refuses a car of another type or another branch than the code's", async () => {
    const sedans = await createCode(h, owner, { carTypes: ['Sedan', 'Hatchback'] });
    expect(await refusal(sedans.code)).toBe(PROMO_MESSAGES.carType(['Sedan', 'Hatchback']));
    const boduppal = await createCode(h, owner, { branches: ['Boduppal'] });
    expect(await refusal(boduppal.code)).toBe(PROMO_MESSAGES.branch(['Boduppal']));
    const fits = await createCode(h, owner, { carTypes: ['SUV'], branches: ['Dilsukhnagar'] });
    expect((await checkCode(h, renter.token, suv.id, fits.code)).statusCode).toBe(200);
  });

  it('refuses a once-per-renter code the renter has used, and not to another renter', async () => {
    const code = await createCode(h, owner, { oncePerRenter: true });
    const user = await createCustomer(h);
    const car = await createCar(h, { type: 'SUV' });
    expect((await bookWithCode(h, user.token, car.id, code.code)).statusCode).toBe(201);
    expect(await refusal(code.code, 2, user.token)).toBe(PROMO_MESSAGES.alreadyUsed);
    expect((await checkCode(h, renter.token, suv.id, code.code)).statusCode).toBe(200);
    const many = await createCode(h, owner, { oncePerRenter: false });
    expect((await bookWithCode(h, user.token, car.id, many.code, { inDays: 20 })).statusCode).toBe(
      201,
    );
    expect((await checkCode(h, user.token, suv.id, many.code)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown car, 400 for a bad body, 401 and 403 without a renter', async () => {
    const code = await createCode(h, owner);
    expect((await checkCode(h, renter.token, 'no-such-car', code.code)).statusCode).toBe(404);
    expect((await checkCode(h, renter.token, suv.id, 'a b')).statusCode).toBe(400);
    expect((await checkCode(h, '', suv.id, code.code)).statusCode).toBe(401);
    expect((await checkCode(h, owner, suv.id, code.code)).statusCode).toBe(403);
  });
});

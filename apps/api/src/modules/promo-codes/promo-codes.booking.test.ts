import { beforeAll, expect, it } from 'vitest';
import type { Booking } from '@rental/shared/bookings';
import { PROMO_MESSAGES } from '@rental/shared/promo';
import {
  createAdminToken,
  createCar,
  createCustomer,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { pdfText } from '../../test/pdf-text';
import { handoverForm, pickupRecord, returnRecord } from '../../test/handover';
import { counterEntry, readBooking, setStatus, upiReference } from '../../test/ledger';
import { bookWithCode, createCode } from '../../test/promo-codes';

// docs/product.md#promo-codes: the booking POST applies the code in its own transaction; the
// booking's amount is net of the discount, and the advance, the refund, the extension and the
// bill all start from it, with the discount as its own line.

describeEachDatabase('promo codes: a booking with a code', (h) => {
  let owner: string;

  beforeAll(async () => {
    owner = await createAdminToken(h);
  });

  const usesOf = async (id: string) =>
    (
      await h.app.db
        .selectFrom('promo_codes')
        .select('uses')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).uses;
  const bookingsOf = (carId: string) =>
    h.app.db.selectFrom('bookings').selectAll().where('car_id', '=', carId).execute();

  it('stores the code and discount; the amount and the advance are after the discount', async () => {
    const renter = await createCustomer(h);
    const car = await createCar(h, { price: 2000 });
    const code = await createCode(h, owner, { kind: 'percent', value: 10, maxUses: 5 });
    const res = await bookWithCode(h, renter.token, car.id, code.code.toLowerCase());
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<Booking>();
    expect(booking).toMatchObject({
      pricePerDay: 2000,
      totalDays: 2,
      promoCode: code.code,
      discount: 400,
      totalAmount: 3600,
      advance: { amount: 900 },
      balance: { due: 3600, outstanding: 3600 },
    });
    expect(await usesOf(code._id)).toBe(1);
    const admin = await readBooking(h, owner, booking._id);
    expect(admin).toMatchObject({ promoCode: code.code, discount: 400, totalAmount: 3600 });
    const redemption = await h.app.db
      .selectFrom('promo_redemptions')
      .selectAll()
      .where('booking_id', '=', booking._id)
      .executeTakeFirstOrThrow();
    expect(redemption).toMatchObject({ promo_code_id: code._id, customer_id: renter.id });
  });

  it('refuses the booking with the message when the code no longer applies, storing nothing', async () => {
    const renter = await createCustomer(h);
    const car = await createCar(h);
    const code = await createCode(h, owner, { minDays: 3, maxUses: 1 });
    const short = await bookWithCode(h, renter.token, car.id, code.code);
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      code: 'promo_refused',
      error: PROMO_MESSAGES.tooShort(3),
      fields: { promoCode: PROMO_MESSAGES.tooShort(3) },
    });
    const unknown = await bookWithCode(h, renter.token, car.id, 'GONE-404');
    expect(unknown.json().error).toBe(PROMO_MESSAGES.unknown);
    expect(await bookingsOf(car.id)).toHaveLength(0);
    expect(await usesOf(code._id)).toBe(0);
    // Without the code the same booking goes through.
    const plain = await bookWithCode(h, renter.token, car.id, undefined);
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ promoCode: null, discount: 0, totalAmount: 4000 });
  });

  it('takes one use per booking, and refuses a once-per-renter code the second time', async () => {
    const renter = await createCustomer(h);
    const [first, second] = [await createCar(h), await createCar(h)];
    const code = await createCode(h, owner, { kind: 'flat', value: 700, oncePerRenter: true });
    expect((await bookWithCode(h, renter.token, first!.id, code.code)).statusCode).toBe(201);
    const again = await bookWithCode(h, renter.token, second!.id, code.code);
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe(PROMO_MESSAGES.alreadyUsed);
    expect(await bookingsOf(second!.id)).toHaveLength(0);
    expect(await usesOf(code._id)).toBe(1);
  });

  it('lets only one of two simultaneous bookings of one renter use a once-per-renter code', async () => {
    const renter = await createCustomer(h);
    const cars = [await createCar(h), await createCar(h)];
    const code = await createCode(h, owner, { oncePerRenter: true });
    const answers = await Promise.all(
      cars.map((car) => bookWithCode(h, renter.token, car.id, code.code)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json().error).toBe(
      PROMO_MESSAGES.alreadyUsed,
    );
    expect(await usesOf(code._id)).toBe(1);
  });

  it('answers a retried booking from its key without taking a second use', async () => {
    const renter = await createCustomer(h);
    const car = await createCar(h);
    const code = await createCode(h, owner, { oncePerRenter: false, maxUses: 5 });
    const first = await bookWithCode(h, renter.token, car.id, code.code, { key: 'promo-retry' });
    const retry = await bookWithCode(h, renter.token, car.id, code.code, { key: 'promo-retry' });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()._id).toBe(first.json()._id);
    expect(await usesOf(code._id)).toBe(1);
  });

  it('does not discount the days an extension adds', async () => {
    const renter = await createCustomer(h);
    const car = await createCar(h, { price: 2000 });
    const code = await createCode(h, owner, { kind: 'percent', value: 10 });
    const booking = (await bookWithCode(h, renter.token, car.id, code.code)).json<Booking>();
    await setStatus(h, owner, booking._id, 'Confirmed');
    // The longer rental's advance (25 % of ₹5,600) is in hand, as an extension needs.
    await counterEntry(h, owner, booking._id, { kind: 'advance', method: 'cash', amount: 1_400 });
    const returnAt = new Date(Date.parse(booking.returnDateTime) + 24 * 3_600_000).toISOString();
    const preview = await h.inject({
      method: 'GET',
      url: `/api/bookings/${booking._id}/extension?returnAt=${encodeURIComponent(returnAt)}`,
      headers: bearer(renter.token),
    });
    expect(preview.json()).toMatchObject({ free: true, extraAmount: 2000, totalDays: 3 });
    const extended = await h.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/extend`,
      headers: bearer(renter.token),
      payload: { returnAt },
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({
      totalDays: 3,
      discount: 400,
      totalAmount: 5600,
      promoCode: code.code,
    });
  });

  it('refunds on cancel what was paid of the discounted advance', async () => {
    const renter = await createCustomer(h);
    const car = await createCar(h, { price: 2000 });
    const code = await createCode(h, owner, { kind: 'flat', value: 1000 });
    const booking = (await bookWithCode(h, renter.token, car.id, code.code)).json<Booking>();
    expect(booking.advance.amount).toBe(750); // 25 % of 3,000
    await counterEntry(h, owner, booking._id, {
      kind: 'advance',
      method: 'upi',
      amount: booking.advance.amount,
      reference: upiReference(),
    });
    const preview = await h.inject({
      method: 'GET',
      url: `/api/bookings/${booking._id}/cancellation`,
      headers: bearer(renter.token),
    });
    expect(preview.json()).toMatchObject({ refund: 750 });
    const cancelled = await h.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/cancel`,
      headers: bearer(renter.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await readBooking(h, owner, booking._id);
    expect(after.payments.find((p) => p.kind === 'refund')).toMatchObject({ amount: 750 });
    expect(after).toMatchObject({ discount: 1000, totalAmount: 3000 });
  });

  it('bills the discount as its own line; the invoice carries it', async () => {
    const renter: TestCustomer = await createCustomer(h);
    const car = await createCar(h, { price: 2000 });
    const code = await createCode(h, owner, { kind: 'percent', value: 10 });
    const booking = (await bookWithCode(h, renter.token, car.id, code.code)).json<Booking>();
    await setStatus(h, owner, booking._id, 'Confirmed');
    const post = (what: 'pickup' | 'return', form: FormData) =>
      h.inject({
        method: 'POST',
        url: `/api/bookings/${booking._id}/${what}`,
        headers: bearer(owner),
        payload: form,
      });
    // The booking's pickup is days ahead; the car goes out now, with the reason on record.
    const early = pickupRecord({ offDayReason: 'Collected early' });
    expect((await post('pickup', handoverForm(early))).statusCode).toBe(201);
    const back = await post(
      'return',
      handoverForm(returnRecord({ charges: [{ kind: 'tolls', description: 'ORR', amount: 120 }] })),
    );
    expect(back.statusCode, back.body).toBe(201);
    const closed = back.json<Booking>();
    expect(closed.bill?.lines).toEqual([
      { kind: 'rental', description: '2 days × ₹2,000', amount: 4000 },
      { kind: 'discount', description: `Promo code ${code.code}`, amount: -400 },
      { kind: 'tolls', description: 'ORR', amount: 120 },
    ]);
    expect(closed.bill?.total).toBe(3720);
    expect(closed.balance).toMatchObject({ due: 3720 });
    const invoice = await h.inject({
      method: 'GET',
      url: `/api/bookings/${booking._id}/invoice`,
      headers: bearer(renter.token),
    });
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toMatch(new RegExp(`Promo discount: Promo code ${code.code}`));
  });
});

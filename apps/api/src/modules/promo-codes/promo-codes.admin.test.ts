import { beforeAll, expect, it } from 'vitest';
import { PROMO_MESSAGES, type PromoCode } from '@rental/shared/promo';
import type { Offer } from '@rental/shared/offers';
import {
  createAdminToken,
  createCar,
  createCustomer,
  createStaffToken,
  type TestCustomer,
} from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { codeName, createCode, postCode } from '../../test/promo-codes';

// docs/product.md#promo-codes: only the owner makes, changes and stops codes, and attaches one to
// an offer; every write is in the audit log; the public offers carry an active code.

describeEachDatabase('promo codes: the owner', (h) => {
  let owner: string;
  let staff: string;
  let disabled: string;
  let renter: TestCustomer;

  beforeAll(async () => {
    owner = await createAdminToken(h);
    staff = (await createStaffToken(h, 'Boduppal')).token;
    disabled = (await createStaffToken(h, 'Boduppal', { disabled: true })).token;
    renter = await createCustomer(h);
  });

  const audit = (entityId: string) =>
    h.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', entityId)
      .orderBy('at')
      .execute();

  it('creates a code in capitals with its rules, lists it and audits it', async () => {
    const name = codeName('diwali');
    const res = await postCode(h, owner, {
      code: ` ${name.toLowerCase()} `,
      kind: 'flat',
      value: 500,
      validFrom: '2026-10-01',
      validTo: '2026-12-31',
      minDays: 2,
      carTypes: ['SUV', 'Sedan'],
      branches: ['Dilsukhnagar'],
      maxUses: 100,
      oncePerRenter: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    const code = res.json<PromoCode>();
    expect(code).toMatchObject({
      code: name.toUpperCase(),
      kind: 'flat',
      value: 500,
      validFrom: '2026-10-01',
      validTo: '2026-12-31',
      minDays: 2,
      carTypes: ['SUV', 'Sedan'],
      branches: ['Dilsukhnagar'],
      maxUses: 100,
      uses: 0,
      oncePerRenter: false,
      active: true,
    });
    const list = await h.inject({
      method: 'GET',
      url: '/api/admin/promo-codes',
      headers: bearer(owner),
    });
    expect(list.json<PromoCode[]>()[0]).toEqual(code);
    const [entry] = await audit(code._id);
    expect(entry).toMatchObject({
      action: 'promo_code.create',
      entity: 'promo_code',
      before: null,
    });
    expect(JSON.parse(entry!.after!)).toMatchObject({ code: code.code, value: 500 });
  });

  it('warns the owner when a flat code takes off a whole rental it applies to', async () => {
    await createCar(h, {
      name: 'Warning Hatch',
      price: 1_200,
      type: 'Hatchback',
      branch: 'Boduppal',
    });
    const rule = { kind: 'flat', carTypes: ['Hatchback'], branches: ['Boduppal'] };
    const big = await postCode(h, owner, {
      code: codeName('BIG'),
      value: 2_400,
      minDays: 2,
      ...rule,
    });
    expect(big.statusCode).toBe(201);
    expect(big.json().warning).toBe(
      PROMO_MESSAGES.flatCoversRental(2_400, 2_400, 'Warning Hatch', 2),
    );
    const small = await postCode(h, owner, {
      code: codeName('OK'),
      value: 2_399,
      minDays: 2,
      ...rule,
    });
    expect(small.json()).not.toHaveProperty('warning');
    // Raising the minimum days on the same code clears the warning.
    const longer = await h.inject({
      method: 'PUT',
      url: `/api/admin/promo-codes/${big.json()._id}`,
      headers: bearer(owner),
      payload: { value: 2_400, minDays: 3, ...rule },
    });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json()).not.toHaveProperty('warning');
  });

  it('refuses a second code of the same name, in any case (409)', async () => {
    const code = await createCode(h, owner);
    const again = await postCode(h, owner, {
      code: code.code.toLowerCase(),
      kind: 'flat',
      value: 100,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'promo_code_taken',
      error: PROMO_MESSAGES.codeTaken,
    });
  });

  it('refuses bad fields with a 400 naming each', async () => {
    for (const [payload, field] of [
      [{ code: 'AB', kind: 'percent', value: 10 }, 'code'],
      [{ code: 'BAD CODE', kind: 'percent', value: 10 }, 'code'],
      [{ code: codeName(), kind: 'percent', value: 95 }, 'value'],
      [{ code: codeName(), kind: 'flat', value: 0 }, 'value'],
      [{ code: codeName(), kind: 'flat', value: 10.5 }, 'value'],
      [{ code: codeName(), kind: 'gift', value: 10 }, 'kind'],
      [{ code: codeName(), kind: 'flat', value: 10, minDays: 0 }, 'minDays'],
      [{ code: codeName(), kind: 'flat', value: 10, maxUses: 0 }, 'maxUses'],
      [{ code: codeName(), kind: 'flat', value: 10, carTypes: ['Truck'] }, 'carTypes'],
      [{ code: codeName(), kind: 'flat', value: 10, branches: ['Mumbai'] }, 'branches'],
      [
        {
          code: codeName(),
          kind: 'flat',
          value: 10,
          validFrom: '2026-12-10',
          validTo: '2026-12-01',
        },
        'validTo',
      ],
    ] as const) {
      const res = await postCode(h, owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields), JSON.stringify(payload)).toContain(field);
    }
  });

  it('updates the rules (not the name), deactivates, and audits only what changed', async () => {
    const code = await createCode(h, owner, { maxUses: 10 });
    const put = await h.inject({
      method: 'PUT',
      url: `/api/admin/promo-codes/${code._id}`,
      headers: bearer(owner),
      payload: { kind: 'percent', value: 15, maxUses: 10, code: 'RENAMED' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ code: code.code, value: 15, maxUses: 10, active: true });
    const off = await h.inject({
      method: 'POST',
      url: `/api/admin/promo-codes/${code._id}/deactivate`,
      headers: bearer(owner),
    });
    expect(off.json()).toMatchObject({ active: false });
    const entries = await audit(code._id);
    expect(entries.map((e) => e.action)).toEqual([
      'promo_code.create',
      'promo_code.update',
      'promo_code.deactivate',
    ]);
    expect(JSON.parse(entries[1]!.before!)).toEqual({ value: 10 });
    expect(JSON.parse(entries[1]!.after!)).toEqual({ value: 15 });
    expect(JSON.parse(entries[2]!.after!)).toEqual({ active: false });
    const missing = await h.inject({
      method: 'POST',
      url: '/api/admin/promo-codes/no-such-code/deactivate',
      headers: bearer(owner),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 403 to staff and renters and 401 to visitors and disabled staff', async () => {
    const code = await createCode(h, owner);
    const calls = [
      { method: 'GET', url: '/api/admin/promo-codes' },
      {
        method: 'POST',
        url: '/api/admin/promo-codes',
        payload: { code: codeName(), kind: 'flat', value: 5 },
      },
      {
        method: 'PUT',
        url: `/api/admin/promo-codes/${code._id}`,
        payload: { kind: 'flat', value: 5 },
      },
      { method: 'POST', url: `/api/admin/promo-codes/${code._id}/deactivate` },
    ] as const;
    for (const call of calls) {
      for (const [headers, status] of [
        [bearer(staff), 403],
        [bearer(renter.token), 403],
        [{}, 401],
        [bearer(disabled), 401],
      ] as const) {
        const res = await h.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(status);
      }
    }
    const after = await h.inject({
      method: 'GET',
      url: '/api/admin/promo-codes',
      headers: bearer(owner),
    });
    expect(after.json<PromoCode[]>().find((c) => c._id === code._id)).toMatchObject({
      active: true,
      value: 10,
    });
  });

  it('attaches an active code to an offer, which the public offers show while it is active', async () => {
    const code = await createCode(h, owner);
    const added = await h.inject({
      method: 'POST',
      url: '/api/offers',
      headers: bearer(owner),
      payload: { imageUrl: 'https://example.com/monsoon.jpg' },
    });
    const offer = added.json<Offer>();
    expect(offer.promoCode).toBeNull();
    const patch = (promoCode: unknown, token = owner) =>
      h.inject({
        method: 'PATCH',
        url: `/api/offers/${offer._id}`,
        headers: bearer(token),
        payload: { promoCode },
      });
    expect((await patch(code.code, staff)).statusCode).toBe(403);
    const unknown = await patch('NOPE-123');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.promoCode).toBe(PROMO_MESSAGES.offerCodeUnknown);
    const set = await patch(code.code.toLowerCase());
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ promoCode: code.code });
    const publicOffer = async () =>
      (await h.inject({ method: 'GET', url: '/api/offers' }))
        .json<Offer[]>()
        .find((o) => o._id === offer._id);
    expect((await publicOffer())?.promoCode).toBe(code.code);
    const entries = await audit(offer._id);
    expect(entries.at(-1)).toMatchObject({ action: 'offer.promo_code', entity: 'offer' });
    expect(JSON.parse(entries.at(-1)!.after!)).toEqual({ promoCode: code.code });

    await h.inject({
      method: 'POST',
      url: `/api/admin/promo-codes/${code._id}/deactivate`,
      headers: bearer(owner),
    });
    expect((await publicOffer())?.promoCode).toBeNull();
    expect((await patch(code.code)).statusCode).toBe(400);
    expect((await patch(null)).json()).toMatchObject({ promoCode: null });
    expect((await patch(null, renter.token)).statusCode).toBe(403);
    expect(
      (
        await h.inject({
          method: 'PATCH',
          url: '/api/offers/no-such-offer',
          headers: bearer(owner),
          payload: { promoCode: null },
        })
      ).statusCode,
    ).toBe(404);
  });
});

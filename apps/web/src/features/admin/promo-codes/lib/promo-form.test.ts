import { describe, expect, it } from 'vitest';
import { EMPTY_PROMO, promoRequest } from './promo-form';

describe('the promo code form', () => {
  it('makes the request of a new code, empty limits meaning none', () => {
    const result = promoRequest({ ...EMPTY_PROMO, code: 'diwali10', value: '10' }, null);
    expect(result).toEqual({
      ok: true,
      id: null,
      body: {
        code: 'diwali10',
        kind: 'percent',
        value: 10,
        validFrom: null,
        validTo: null,
        minDays: 1,
        carTypes: [],
        branches: [],
        maxUses: null,
        oncePerRenter: true,
      },
    });
  });

  it('names each wrong field with the shared messages, then the rules across fields', () => {
    const wrong = promoRequest({ ...EMPTY_PROMO, code: 'x', value: '10', maxUses: 'many' }, null);
    expect(wrong.ok || Object.keys(wrong.errors).sort()).toEqual(['code', 'maxUses']);
    const across = promoRequest(
      {
        ...EMPTY_PROMO,
        code: 'BIG',
        value: '95',
        validFrom: '2026-12-10',
        validTo: '2026-12-01',
      },
      null,
    );
    expect(across.ok || across.errors).toEqual({
      value: 'A percent code takes at most 90 % off.',
      validTo: 'The last valid day cannot be before the first.',
    });
  });
});

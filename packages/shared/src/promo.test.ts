import { describe, expect, it } from 'vitest';
import {
  PROMO_MESSAGES,
  PromoCodeCreateSchema,
  promoDiscount,
  promoIssue,
  promoMessage,
  type PromoRule,
} from './promo';

const rule = (overrides: Partial<PromoRule> = {}): PromoRule => ({
  kind: 'percent',
  value: 10,
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  minDays: 2,
  carTypes: [],
  branches: [],
  maxUses: null,
  uses: 0,
  active: true,
  ...overrides,
});
const rental = { today: '2026-12-10', days: 3, carType: 'SUV', branch: 'Boduppal' };

describe('promo discount', () => {
  it('rounds a percent down to the rupee', () => {
    expect(promoDiscount({ kind: 'percent', value: 10 }, 6000)).toBe(600);
    expect(promoDiscount({ kind: 'percent', value: 15 }, 1999)).toBe(299); // 299.85
    expect(promoDiscount({ kind: 'percent', value: 33 }, 101)).toBe(33); // 33.33
  });

  it('caps a flat code at the amount and is never negative', () => {
    expect(promoDiscount({ kind: 'flat', value: 500 }, 6000)).toBe(500);
    expect(promoDiscount({ kind: 'flat', value: 5000 }, 1200)).toBe(1200);
    expect(promoDiscount({ kind: 'flat', value: 500 }, 0)).toBe(0);
    expect(promoDiscount({ kind: 'flat', value: -5 }, 100)).toBe(0);
  });
});

describe('promo eligibility', () => {
  it('applies within its dates, from the first to the last day inclusive', () => {
    expect(promoIssue(rule(), rental)).toBeNull();
    expect(promoIssue(rule(), { ...rental, today: '2026-12-01' })).toBeNull();
    expect(promoIssue(rule(), { ...rental, today: '2026-12-31' })).toBeNull();
    expect(promoIssue(rule(), { ...rental, today: '2026-11-30' })).toEqual({
      kind: 'notYetValid',
      from: '2026-12-01',
    });
    expect(promoIssue(rule(), { ...rental, today: '2027-01-01' })).toEqual({ kind: 'expired' });
    expect(promoIssue(rule({ validFrom: null, validTo: null }), rental)).toBeNull();
  });

  it('refuses a deactivated, used-up, too short, other type or other branch rental', () => {
    expect(promoIssue(rule({ active: false }), rental)).toEqual({ kind: 'unknown' });
    expect(promoIssue(rule({ maxUses: 5, uses: 5 }), rental)).toEqual({ kind: 'usedUp' });
    expect(promoIssue(rule({ maxUses: 5, uses: 4 }), rental)).toBeNull();
    expect(promoIssue(rule({ minDays: 4 }), rental)).toEqual({ kind: 'tooShort', days: 4 });
    expect(promoIssue(rule({ minDays: 3 }), rental)).toBeNull();
    expect(promoIssue(rule({ carTypes: ['Sedan', 'MUV'] }), rental)).toEqual({
      kind: 'carType',
      types: ['Sedan', 'MUV'],
    });
    expect(promoIssue(rule({ carTypes: ['SUV'] }), rental)).toBeNull();
    expect(promoIssue(rule({ branches: ['Dilsukhnagar'] }), rental)).toEqual({
      kind: 'branch',
      branches: ['Dilsukhnagar'],
    });
  });

  it('words each refusal for the renter', () => {
    expect(promoMessage({ kind: 'notYetValid', from: '2026-12-01' })).toBe(
      'This promo code is valid from 1 Dec 2026. Book without it, or come back then.',
    );
    expect(promoMessage({ kind: 'tooShort', days: 1 })).toBe(
      'This promo code needs a rental of at least 1 day.',
    );
    expect(promoMessage({ kind: 'branch', branches: ['Boduppal'] })).toBe(
      'This promo code is only for cars of the Boduppal branch.',
    );
    expect(promoMessage({ kind: 'alreadyUsed' })).toBe(PROMO_MESSAGES.alreadyUsed);
  });
});

describe('the owner form', () => {
  it('stores the code in capitals and checks the value against the kind', () => {
    const ok = PromoCodeCreateSchema.parse({ code: ' diwali-10 ', kind: 'percent', value: 10 });
    expect(ok).toMatchObject({ code: 'DIWALI-10', minDays: 1, maxUses: null, oncePerRenter: true });
    expect(PromoCodeCreateSchema.safeParse({ code: 'X1', kind: 'flat', value: 10 }).success).toBe(
      false,
    );
    expect(
      PromoCodeCreateSchema.safeParse({ code: 'BIG', kind: 'percent', value: 91 }).success,
    ).toBe(false);
    expect(
      PromoCodeCreateSchema.safeParse({
        code: 'LATE',
        kind: 'flat',
        value: 500,
        validFrom: '2026-12-10',
        validTo: '2026-12-01',
      }).error?.issues[0]?.path,
    ).toEqual(['validTo']);
  });
});

import { describe, expect, it } from 'vitest';
import { kolkataInstant } from '../kolkata-time';
import { GOLDEN_CASES } from './golden-cases';
import type { GoldenCase } from './golden-fixtures';
import { quoteRental, PricingError } from './quote';

const at = (local: string) => kolkataInstant(local.slice(0, 10), local.slice(11, 16))!;

function quoteOf(c: GoldenCase, ret = c.ret) {
  return quoteRental({
    card: c.card,
    rules: c.rules ?? [],
    pickup: at(c.pickup),
    ret: at(ret),
    kmPlan: c.kmPlan ?? 'limited',
    promo: c.promo ?? null,
  });
}

describe('the golden table against the pricing function', () => {
  it('holds at least 40 cases', () => {
    expect(GOLDEN_CASES.length).toBeGreaterThanOrEqual(40);
  });

  for (const c of GOLDEN_CASES) {
    it(c.name, () => {
      const q = quoteOf(c);
      expect({
        total: q.total,
        plan: q.plan,
        days: q.days,
        kmAllowance: q.kmAllowance,
        lines: q.lines.filter((l) => l.amount !== 0).map((l) => [l.kind, l.amount]),
      }).toEqual(c.expect);
      expect(q.lines.reduce((s, l) => s + l.amount, 0)).toBe(q.total);
      if (c.extension) {
        const longer = quoteOf({ ...c, promo: undefined }, c.extension.ret);
        expect(longer.total - q.discount).toBe(c.extension.total);
        expect(longer.total - q.discount - q.total).toBe(c.extension.extra);
      }
    });
  }
});

describe('the pricing function', () => {
  it('prices a car with only a day price as days × price, as before rate plans', () => {
    const card = {
      pricePerDay: 1_799,
      pricePerHour: null,
      minHours: null,
      pricePerWeek: null,
      pricePerMonth: null,
      unlimitedKmPerDay: null,
    };
    for (let days = 1; days <= 90; days++) {
      const q = quoteRental({
        card,
        rules: [],
        pickup: at('2026-12-02T10:00'),
        ret: new Date(at('2026-12-02T10:00').getTime() + days * 86_400_000),
        kmPlan: 'limited',
      });
      expect(q.total).toBe(days * 1_799);
    }
  });

  it('never charges more for a shorter rental', () => {
    const c = GOLDEN_CASES.find((g) => g.name === '90 days: three months and a week')!;
    let previous = 0;
    for (let days = 1; days <= 90; days++) {
      const ret = new Date(at(c.pickup).getTime() + days * 86_400_000);
      const total = quoteRental({
        card: c.card,
        rules: [],
        pickup: at(c.pickup),
        ret,
        kmPlan: 'limited',
      }).total;
      expect(total).toBeGreaterThanOrEqual(previous);
      previous = total;
    }
  });

  it('refuses unlimited km on a car without that plan', () => {
    const c = GOLDEN_CASES[0]!;
    expect(() => quoteOf({ ...c, kmPlan: 'unlimited' })).toThrow(PricingError);
  });
});

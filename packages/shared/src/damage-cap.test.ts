import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capDamageAmount, capDamageLines } from './damage-cap';

const rupees = fc.integer({ min: 0, max: 500_000 });

describe('the damage cap of a protection plan', () => {
  it('bills what is asked while the total stays under the cap', () => {
    expect(capDamageAmount({ asked: 4000, cap: 10_000, charged: 5000, excluded: false })).toEqual({
      amount: 4000,
      capped: false,
    });
  });

  it('bills only what is left under the cap on a second damage line', () => {
    expect(capDamageAmount({ asked: 8000, cap: 10_000, charged: 6000, excluded: false })).toEqual({
      amount: 4000,
      capped: true,
    });
    expect(capDamageAmount({ asked: 1, cap: 2000, charged: 2000, excluded: false }).amount).toBe(0);
  });

  it('bills in full with an exclusion or without a plan', () => {
    expect(capDamageAmount({ asked: 80_000, cap: 2000, charged: 0, excluded: true }).amount).toBe(
      80_000,
    );
    expect(capDamageAmount({ asked: 80_000, cap: null, charged: 0, excluded: false }).amount).toBe(
      80_000,
    );
  });

  it('never lets capped damage lines add up to more than the cap', () => {
    fc.assert(
      fc.property(fc.array(rupees, { maxLength: 12 }), rupees, rupees, (asked, cap, charged) => {
        const lines = capDamageLines(asked, {
          cap,
          charged: Math.min(charged, cap),
          excluded: false,
        });
        const total = lines.reduce((sum, l) => sum + l.amount, 0);
        expect(total + Math.min(charged, cap)).toBeLessThanOrEqual(cap);
        lines.forEach((l, i) => {
          expect(l.amount).toBeGreaterThanOrEqual(0);
          expect(l.amount).toBeLessThanOrEqual(asked[i]!);
          expect(l.capped).toBe(l.amount < asked[i]!);
        });
      }),
    );
  });

  it('bills everything asked when the asks fit under the cap', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 10 }), (asked) => {
        const cap = asked.reduce((a, b) => a + b, 0);
        const lines = capDamageLines(asked, { cap, charged: 0, excluded: false });
        expect(lines.map((l) => l.amount)).toEqual(asked);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { computeBill, lateReturnDays, type BillFacts } from './bill';
import { EXTRA_KM_CHARGE_RUPEES, KM_ALLOWANCE_PER_DAY } from './constants';

const bookedReturnAt = new Date('2026-12-03T04:30:00Z'); // 10:00 AM IST
const minutes = (n: number) => new Date(bookedReturnAt.getTime() + n * 60_000);

/** A two-day rental at ₹2,000 a day, returned on time with 400 km driven. */
const facts = (overrides: Partial<BillFacts> = {}): BillFacts => ({
  pricePerDay: 2000,
  totalDays: 2,
  bookedReturnAt,
  returnedAt: bookedReturnAt,
  odometerOut: 10_000,
  odometerIn: 10_400,
  lateGraceMinutes: 60,
  charges: [],
  ...overrides,
});

describe('the final bill', () => {
  it('is the rental alone when the car comes back on time within the allowance', () => {
    const bill = computeBill(facts());
    expect(bill.lines).toEqual([{ kind: 'rental', description: '2 days × ₹2,000', amount: 4000 }]);
    expect(bill).toMatchObject({ total: 4000, kmDriven: 400, kmAllowed: 600, extraKm: 0 });
  });

  it('charges nothing at exactly the allowance and one km over it', () => {
    const allowance = 2 * KM_ALLOWANCE_PER_DAY;
    expect(computeBill(facts({ odometerIn: 10_000 + allowance })).total).toBe(4000);
    const over = computeBill(facts({ odometerIn: 10_000 + allowance + 1 }));
    expect(over.extraKm).toBe(1);
    expect(over.lines[1]).toEqual({
      kind: 'extra_km',
      description: '1 km over the 600 km allowance × ₹10',
      amount: EXTRA_KM_CHARGE_RUPEES,
    });
  });

  it('charges a day for a return one minute past the grace, two for 25 hours late', () => {
    expect(lateReturnDays(bookedReturnAt, minutes(60), 60)).toBe(0);
    expect(lateReturnDays(bookedReturnAt, minutes(61), 60)).toBe(1);
    expect(lateReturnDays(bookedReturnAt, minutes(24 * 60), 60)).toBe(1);
    expect(lateReturnDays(bookedReturnAt, minutes(25 * 60), 60)).toBe(2);
    expect(lateReturnDays(bookedReturnAt, minutes(-90), 60)).toBe(0);

    const late = computeBill(facts({ returnedAt: minutes(25 * 60) }));
    expect(late.lines[1]).toEqual({
      kind: 'late_return',
      description: '2 days after the grace × ₹2,000',
      amount: 4000,
    });
    expect(late.total).toBe(8000);
  });

  it('gives each late day its kilometre allowance', () => {
    const bill = computeBill(facts({ returnedAt: minutes(61), odometerIn: 10_000 + 920 }));
    expect(bill).toMatchObject({ kmAllowed: 900, extraKm: 20, lateDays: 1 });
    expect(bill.total).toBe(4000 + 2000 + 20 * EXTRA_KM_CHARGE_RUPEES);
  });

  it('adds the lines the staff entered, as entered', () => {
    const bill = computeBill(
      facts({
        charges: [
          { kind: 'fuel', description: 'Half a tank', amount: 1800 },
          { kind: 'tolls', description: 'ORR tolls', amount: 240 },
        ],
      }),
    );
    expect(bill.lines.map((line) => line.kind)).toEqual(['rental', 'fuel', 'tolls']);
    expect(bill.total).toBe(4000 + 1800 + 240);
  });

  it('shows a promo discount as its own negative line after the rental, not on late days', () => {
    const bill = computeBill(facts({ promo: { code: 'DIWALI10', discount: 400 } }));
    expect(bill.lines).toEqual([
      { kind: 'rental', description: '2 days × ₹2,000', amount: 4000 },
      { kind: 'discount', description: 'Promo code DIWALI10', amount: -400 },
    ]);
    expect(bill.total).toBe(3600);
    const late = computeBill(
      facts({ promo: { code: 'DIWALI10', discount: 400 }, returnedAt: minutes(61) }),
    );
    expect(late.total).toBe(3600 + 2000);
    expect(computeBill(facts({ promo: { code: 'X', discount: 9999 } })).total).toBe(0);
    expect(computeBill(facts({ promo: { code: 'X', discount: 0 } })).lines).toHaveLength(1);
  });
});

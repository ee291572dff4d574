import type { QuotePromo, QuoteLineKind, RentalPlan } from './quote';
import type { DateRule, KmPlan, RateCard } from './rate-card';

// docs/product.md#rate-plans: what the golden table's rows are made of. Every figure in a row was
// worked out by hand from the rule in words; the shared function and the API (quote, booking,
// extension, bill, invoice) must all answer it. Times are Kolkata wall-clock; 2 Dec 2026 is a
// Wednesday.

type Lines = [QuoteLineKind, number][];

export interface GoldenCase {
  name: string;
  card: RateCard;
  rules?: DateRule[];
  /** 'YYYY-MM-DDTHH:mm' in Kolkata. */
  pickup: string;
  ret: string;
  kmPlan?: KmPlan;
  promo?: QuotePromo;
  expect: {
    total: number;
    plan: RentalPlan;
    days: number;
    kmAllowance: number | null;
    /** The lines with an amount, as [kind, amount]; the limited-km line (₹0) left out. */
    lines: Lines;
  };
  /** The return moved later: the new total of the booking (discount kept as booked). */
  extension?: { ret: string; total: number; extra: number };
  /** The car comes back: when, how far it went, and the bill's total and late days. */
  bill?: { returnedAt: string; km: number; total: number; lateDays: number; extraKm: number };
}

/**
 * The answer a row expects. The total is written out by hand, not summed from the lines, so a
 * row checks the sum as well; without lines, the whole total is one rental line.
 */
export const quoted = (
  total: number,
  plan: RentalPlan,
  days: number,
  kmAllowance: number | null,
  lines: Lines = [['rental', total]],
): GoldenCase['expect'] => ({ total, plan, days, kmAllowance, lines });

const card = (c: Partial<RateCard>): RateCard => ({
  pricePerDay: 2_000,
  pricePerHour: null,
  minHours: null,
  pricePerWeek: null,
  pricePerMonth: null,
  unlimitedKmPerDay: null,
  ...c,
});
/** Day price only: every car before rate plans. */
export const DAY = card({});
export const HOUR = card({ pricePerHour: 250, minHours: 4 });
export const WEEK = card({ pricePerWeek: 10_000 });
export const MONTH = card({ pricePerWeek: 10_000, pricePerMonth: 36_000 });
export const UNLIMITED = card({
  pricePerHour: 250,
  minHours: 4,
  pricePerWeek: 10_000,
  unlimitedKmPerDay: 500,
});

export const DIWALI: DateRule = {
  kind: 'range',
  label: 'Diwali',
  percent: 50,
  from: '2026-12-10',
  to: '2026-12-11',
};
export const WEEKEND: DateRule = {
  kind: 'weekend',
  label: 'Weekend',
  percent: 20,
  from: null,
  to: null,
};
export const SATURDAY_FAIR: DateRule = {
  kind: 'range',
  label: 'Fair',
  percent: 50,
  from: '2026-12-05',
  to: '2026-12-05',
};
export const LEAN: DateRule = {
  kind: 'range',
  label: 'Lean days',
  percent: -10,
  from: '2026-12-14',
  to: '2026-12-15',
};
/** A row without its name: a booking that more than one row starts from. */
export type GoldenBooking = Omit<GoldenCase, 'name'>;

/** Two days with unlimited km: the km plan is a line of its own. */
export const UNLIMITED_TWO_DAYS: GoldenBooking = {
  card: UNLIMITED,
  kmPlan: 'unlimited',
  pickup: '2026-12-02T10:00',
  ret: '2026-12-04T10:00',
  expect: quoted(5_000, 'daily', 2, null, [
    ['rental', 4_000],
    ['km_plan', 1_000],
  ]),
};

export const TEN_OFF: QuotePromo = { code: 'TENOFF', kind: 'percent', value: 10 };

import type { QuotePromo, QuoteLineKind, RentalPlan } from './quote';
import type { DateRule, KmPlan, RateCard } from './rate-card';

// docs/product.md#rate-plans: the golden table. Every figure here was worked out by hand from the
// rule in words; the shared function and the API (quote, booking, extension, bill, invoice) must
// all answer it. Times are Kolkata wall-clock; 2 Dec 2026 is a Wednesday.

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
    lines: [QuoteLineKind, number][];
  };
  /** The return moved later: the new total of the booking (discount kept as booked). */
  extension?: { ret: string; total: number; extra: number };
  /** The car comes back: when, how far it went, and the bill's total and late days. */
  bill?: { returnedAt: string; km: number; total: number; lateDays: number; extraKm: number };
}

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
const DAY = card({});
const HOUR = card({ pricePerHour: 250, minHours: 4 });
const WEEK = card({ pricePerWeek: 10_000 });
const MONTH = card({ pricePerWeek: 10_000, pricePerMonth: 36_000 });
const UNLIMITED = card({
  pricePerHour: 250,
  minHours: 4,
  pricePerWeek: 10_000,
  unlimitedKmPerDay: 500,
});

const DIWALI: DateRule = {
  kind: 'range',
  label: 'Diwali',
  percent: 50,
  from: '2026-12-10',
  to: '2026-12-11',
};
const WEEKEND: DateRule = { kind: 'weekend', label: 'Weekend', percent: 20, from: null, to: null };
const SATURDAY_FAIR: DateRule = {
  kind: 'range',
  label: 'Fair',
  percent: 50,
  from: '2026-12-05',
  to: '2026-12-05',
};
const LEAN: DateRule = {
  kind: 'range',
  label: 'Lean days',
  percent: -10,
  from: '2026-12-14',
  to: '2026-12-15',
};
const TEN_OFF: QuotePromo = { code: 'TENOFF', kind: 'percent', value: 10 };

export const GOLDEN_CASES: GoldenCase[] = [
  // Hourly
  {
    name: '3 h with a 4 h minimum',
    card: HOUR,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-02T13:00',
    expect: { total: 1_000, plan: 'hourly', days: 1, kmAllowance: 40, lines: [['rental', 1_000]] },
  },
  {
    name: '1 minute with a 4 h minimum',
    card: HOUR,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-02T10:01',
    expect: { total: 1_000, plan: 'hourly', days: 1, kmAllowance: 40, lines: [['rental', 1_000]] },
  },
  {
    name: '6 h',
    card: HOUR,
    pickup: '2026-12-02T09:00',
    ret: '2026-12-02T15:00',
    expect: { total: 1_500, plan: 'hourly', days: 1, kmAllowance: 60, lines: [['rental', 1_500]] },
  },
  {
    name: '6 h 01 min starts a 7th hour',
    card: HOUR,
    pickup: '2026-12-02T09:00',
    ret: '2026-12-02T15:01',
    expect: { total: 1_750, plan: 'hourly', days: 1, kmAllowance: 70, lines: [['rental', 1_750]] },
  },
  {
    name: '8 h costs the same as the day: the day wins',
    card: HOUR,
    pickup: '2026-12-02T09:00',
    ret: '2026-12-02T17:00',
    expect: { total: 2_000, plan: 'daily', days: 1, kmAllowance: 300, lines: [['rental', 2_000]] },
  },
  {
    name: '10 h is capped at the day price',
    card: HOUR,
    pickup: '2026-12-02T08:00',
    ret: '2026-12-02T18:00',
    expect: { total: 2_000, plan: 'daily', days: 1, kmAllowance: 300, lines: [['rental', 2_000]] },
  },
  {
    name: '23 h 59 min with an hourly price',
    card: HOUR,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-03T09:59',
    expect: { total: 2_000, plan: 'daily', days: 1, kmAllowance: 300, lines: [['rental', 2_000]] },
  },
  {
    name: '6 h of a car without an hourly price is a day',
    card: DAY,
    pickup: '2026-12-02T09:00',
    ret: '2026-12-02T15:00',
    expect: { total: 2_000, plan: 'daily', days: 1, kmAllowance: 300, lines: [['rental', 2_000]] },
  },
  // Days, weeks, months
  {
    name: '23 h 59 min',
    card: DAY,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-03T09:59',
    expect: { total: 2_000, plan: 'daily', days: 1, kmAllowance: 300, lines: [['rental', 2_000]] },
  },
  {
    name: 'exactly 24 h',
    card: DAY,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-03T10:00',
    expect: { total: 2_000, plan: 'daily', days: 1, kmAllowance: 300, lines: [['rental', 2_000]] },
  },
  {
    name: '24 h 01 min',
    card: DAY,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-03T10:01',
    expect: { total: 4_000, plan: 'daily', days: 2, kmAllowance: 600, lines: [['rental', 4_000]] },
  },
  {
    name: '24 h 01 min with an hourly price is two days',
    card: HOUR,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-03T10:01',
    expect: { total: 4_000, plan: 'daily', days: 2, kmAllowance: 600, lines: [['rental', 4_000]] },
  },
  {
    name: '5 days: five day prices equal the week, the days win',
    card: WEEK,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-07T10:00',
    expect: {
      total: 10_000,
      plan: 'daily',
      days: 5,
      kmAllowance: 1_500,
      lines: [['rental', 10_000]],
    },
  },
  {
    name: '6 days: the week is cheaper than six days',
    card: WEEK,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-08T10:00',
    expect: {
      total: 10_000,
      plan: 'weekly',
      days: 6,
      kmAllowance: 1_800,
      lines: [['rental', 10_000]],
    },
  },
  {
    name: '6 d 23 h',
    card: WEEK,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-09T09:00',
    expect: {
      total: 10_000,
      plan: 'weekly',
      days: 7,
      kmAllowance: 2_100,
      lines: [['rental', 10_000]],
    },
  },
  {
    name: '6 d 23 h of a car with a day price only',
    card: DAY,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-09T09:00',
    expect: {
      total: 14_000,
      plan: 'daily',
      days: 7,
      kmAllowance: 2_100,
      lines: [['rental', 14_000]],
    },
  },
  {
    name: 'exactly 7 days',
    card: WEEK,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-09T10:00',
    expect: {
      total: 10_000,
      plan: 'weekly',
      days: 7,
      kmAllowance: 2_100,
      lines: [['rental', 10_000]],
    },
  },
  {
    name: '8 days: a week and a day',
    card: WEEK,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-10T10:00',
    expect: {
      total: 12_000,
      plan: 'weekly',
      days: 8,
      kmAllowance: 2_400,
      lines: [
        ['rental', 10_000],
        ['rental', 2_000],
      ],
    },
  },
  {
    name: '13 days: two weeks are cheaper than a week and six days',
    card: WEEK,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-15T10:00',
    expect: {
      total: 20_000,
      plan: 'weekly',
      days: 13,
      kmAllowance: 3_900,
      lines: [['rental', 20_000]],
    },
  },
  {
    name: '27 days: the month is cheaper than four weeks',
    card: MONTH,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-29T10:00',
    expect: {
      total: 36_000,
      plan: 'monthly',
      days: 27,
      kmAllowance: 8_100,
      lines: [['rental', 36_000]],
    },
  },
  {
    name: '28 days',
    card: MONTH,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-30T10:00',
    expect: {
      total: 36_000,
      plan: 'monthly',
      days: 28,
      kmAllowance: 8_400,
      lines: [['rental', 36_000]],
    },
  },
  {
    name: '29 days',
    card: MONTH,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-31T10:00',
    expect: {
      total: 38_000,
      plan: 'monthly',
      days: 29,
      kmAllowance: 8_700,
      lines: [
        ['rental', 36_000],
        ['rental', 2_000],
      ],
    },
  },
  {
    name: '31 days',
    card: MONTH,
    pickup: '2026-12-02T10:00',
    ret: '2027-01-02T10:00',
    expect: {
      total: 42_000,
      plan: 'monthly',
      days: 31,
      kmAllowance: 9_300,
      lines: [
        ['rental', 36_000],
        ['rental', 6_000],
      ],
    },
  },
  {
    name: '31 days without a month price',
    card: WEEK,
    pickup: '2026-12-02T10:00',
    ret: '2027-01-02T10:00',
    expect: {
      total: 46_000,
      plan: 'weekly',
      days: 31,
      kmAllowance: 9_300,
      lines: [
        ['rental', 40_000],
        ['rental', 6_000],
      ],
    },
  },
  {
    name: '31 days of a car with a day price only',
    card: DAY,
    pickup: '2026-12-02T10:00',
    ret: '2027-01-02T10:00',
    expect: {
      total: 62_000,
      plan: 'daily',
      days: 31,
      kmAllowance: 9_300,
      lines: [['rental', 62_000]],
    },
  },
  {
    name: '90 days: three months and a week',
    card: MONTH,
    pickup: '2026-12-02T10:00',
    ret: '2027-03-02T10:00',
    expect: {
      total: 118_000,
      plan: 'monthly',
      days: 90,
      kmAllowance: 27_000,
      lines: [
        ['rental', 108_000],
        ['rental', 10_000],
      ],
    },
  },
  // Date rules
  {
    name: 'a festival range inside the rental',
    card: DAY,
    rules: [DIWALI],
    pickup: '2026-12-09T10:00',
    ret: '2026-12-12T10:00',
    expect: {
      total: 8_000,
      plan: 'daily',
      days: 3,
      kmAllowance: 900,
      lines: [
        ['rental', 6_000],
        ['date_rule', 2_000],
      ],
    },
  },
  {
    name: 'a rental crossing the end of a festival',
    card: DAY,
    rules: [DIWALI],
    pickup: '2026-12-11T10:00',
    ret: '2026-12-13T10:00',
    expect: {
      total: 5_000,
      plan: 'daily',
      days: 2,
      kmAllowance: 600,
      lines: [
        ['rental', 4_000],
        ['date_rule', 1_000],
      ],
    },
  },
  {
    name: 'a weekend uplift on Saturday and Sunday',
    card: DAY,
    rules: [WEEKEND],
    pickup: '2026-12-04T10:00',
    ret: '2026-12-07T10:00',
    expect: {
      total: 6_800,
      plan: 'daily',
      days: 3,
      kmAllowance: 900,
      lines: [
        ['rental', 6_000],
        ['date_rule', 800],
      ],
    },
  },
  {
    name: 'a range wins over the weekend uplift on the same day',
    card: DAY,
    rules: [WEEKEND, SATURDAY_FAIR],
    pickup: '2026-12-04T10:00',
    ret: '2026-12-07T10:00',
    expect: {
      total: 7_400,
      plan: 'daily',
      days: 3,
      kmAllowance: 900,
      lines: [
        ['rental', 6_000],
        ['date_rule', 1_000],
        ['date_rule', 400],
      ],
    },
  },
  {
    name: 'a range that lowers the price',
    card: DAY,
    rules: [LEAN],
    pickup: '2026-12-14T10:00',
    ret: '2026-12-16T10:00',
    expect: {
      total: 3_600,
      plan: 'daily',
      days: 2,
      kmAllowance: 600,
      lines: [
        ['rental', 4_000],
        ['date_rule', -400],
      ],
    },
  },
  {
    name: 'the weekend uplift does not touch a weekly block',
    card: WEEK,
    rules: [WEEKEND],
    pickup: '2026-12-02T10:00',
    ret: '2026-12-09T10:00',
    expect: {
      total: 10_000,
      plan: 'weekly',
      days: 7,
      kmAllowance: 2_100,
      lines: [['rental', 10_000]],
    },
  },
  {
    name: '8 days with a weekend uplift: the single day is a weekday',
    card: WEEK,
    rules: [WEEKEND],
    pickup: '2026-12-02T10:00',
    ret: '2026-12-10T10:00',
    expect: {
      total: 12_000,
      plan: 'weekly',
      days: 8,
      kmAllowance: 2_400,
      lines: [
        ['rental', 10_000],
        ['rental', 2_000],
      ],
    },
  },
  {
    name: '10 h on a festival day: the hours beat the dearer day',
    card: HOUR,
    rules: [DIWALI],
    pickup: '2026-12-10T08:00',
    ret: '2026-12-10T18:00',
    expect: { total: 2_500, plan: 'hourly', days: 1, kmAllowance: 100, lines: [['rental', 2_500]] },
  },
  // Kilometre plans
  {
    name: 'unlimited km for two days',
    card: UNLIMITED,
    kmPlan: 'unlimited',
    pickup: '2026-12-02T10:00',
    ret: '2026-12-04T10:00',
    expect: {
      total: 5_000,
      plan: 'daily',
      days: 2,
      kmAllowance: null,
      lines: [
        ['rental', 4_000],
        ['km_plan', 1_000],
      ],
    },
  },
  {
    name: 'unlimited km for 5 hours: one day of it',
    card: UNLIMITED,
    kmPlan: 'unlimited',
    pickup: '2026-12-02T10:00',
    ret: '2026-12-02T15:00',
    expect: {
      total: 1_750,
      plan: 'hourly',
      days: 1,
      kmAllowance: null,
      lines: [
        ['rental', 1_250],
        ['km_plan', 500],
      ],
    },
  },
  {
    name: 'unlimited km for 8 days on the weekly plan',
    card: UNLIMITED,
    kmPlan: 'unlimited',
    pickup: '2026-12-02T10:00',
    ret: '2026-12-10T10:00',
    expect: {
      total: 16_000,
      plan: 'weekly',
      days: 8,
      kmAllowance: null,
      lines: [
        ['rental', 10_000],
        ['rental', 2_000],
        ['km_plan', 4_000],
      ],
    },
  },
  // A promo code on each plan
  {
    name: 'a promo on the hourly plan',
    card: HOUR,
    promo: TEN_OFF,
    pickup: '2026-12-02T09:00',
    ret: '2026-12-02T15:00',
    expect: {
      total: 1_350,
      plan: 'hourly',
      days: 1,
      kmAllowance: 60,
      lines: [
        ['rental', 1_500],
        ['discount', -150],
      ],
    },
  },
  {
    name: 'a promo on the daily plan',
    card: DAY,
    promo: TEN_OFF,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-05T10:00',
    expect: {
      total: 5_400,
      plan: 'daily',
      days: 3,
      kmAllowance: 900,
      lines: [
        ['rental', 6_000],
        ['discount', -600],
      ],
    },
  },
  {
    name: 'a flat promo on the weekly plan',
    card: WEEK,
    promo: { code: 'WEEK1000', kind: 'flat', value: 1_000 },
    pickup: '2026-12-02T10:00',
    ret: '2026-12-09T10:00',
    expect: {
      total: 9_000,
      plan: 'weekly',
      days: 7,
      kmAllowance: 2_100,
      lines: [
        ['rental', 10_000],
        ['discount', -1_000],
      ],
    },
  },
  {
    name: 'a promo on the monthly plan',
    card: MONTH,
    promo: TEN_OFF,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-30T10:00',
    expect: {
      total: 32_400,
      plan: 'monthly',
      days: 28,
      kmAllowance: 8_400,
      lines: [
        ['rental', 36_000],
        ['discount', -3_600],
      ],
    },
  },
  {
    name: 'a promo takes nothing off the unlimited-km price',
    card: UNLIMITED,
    kmPlan: 'unlimited',
    promo: TEN_OFF,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-04T10:00',
    expect: {
      total: 4_600,
      plan: 'daily',
      days: 2,
      kmAllowance: null,
      lines: [
        ['rental', 4_000],
        ['km_plan', 1_000],
        ['discount', -400],
      ],
    },
  },
  {
    name: 'a percent promo rounds down to the rupee',
    card: HOUR,
    promo: { code: 'FIFTEEN', kind: 'percent', value: 15 },
    pickup: '2026-12-02T09:00',
    ret: '2026-12-02T16:00',
    expect: {
      total: 1_488,
      plan: 'hourly',
      days: 1,
      kmAllowance: 70,
      lines: [
        ['rental', 1_750],
        ['discount', -262],
      ],
    },
  },
  // Extensions
  {
    name: 'an extension that crosses the weekly threshold',
    card: WEEK,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-07T10:00',
    expect: {
      total: 10_000,
      plan: 'daily',
      days: 5,
      kmAllowance: 1_500,
      lines: [['rental', 10_000]],
    },
    extension: { ret: '2026-12-10T10:00', total: 12_000, extra: 2_000 },
  },
  {
    name: 'an extension into the week costs nothing more',
    card: WEEK,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-07T10:00',
    expect: {
      total: 10_000,
      plan: 'daily',
      days: 5,
      kmAllowance: 1_500,
      lines: [['rental', 10_000]],
    },
    extension: { ret: '2026-12-08T10:00', total: 10_000, extra: 0 },
  },
  {
    name: 'an hourly rental extended to two days',
    card: HOUR,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-02T16:00',
    expect: { total: 1_500, plan: 'hourly', days: 1, kmAllowance: 60, lines: [['rental', 1_500]] },
    extension: { ret: '2026-12-04T10:00', total: 4_000, extra: 2_500 },
  },
  // Bills
  {
    name: 'a late return past the grace adds a day',
    card: DAY,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-04T10:00',
    expect: { total: 4_000, plan: 'daily', days: 2, kmAllowance: 600, lines: [['rental', 4_000]] },
    bill: { returnedAt: '2026-12-04T11:01', km: 950, total: 6_500, lateDays: 1, extraKm: 50 },
  },
  {
    name: 'a return within the grace adds nothing',
    card: DAY,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-04T10:00',
    expect: { total: 4_000, plan: 'daily', days: 2, kmAllowance: 600, lines: [['rental', 4_000]] },
    bill: { returnedAt: '2026-12-04T11:00', km: 600, total: 4_000, lateDays: 0, extraKm: 0 },
  },
  {
    name: 'an hourly rental is billed the hourly km allowance',
    card: HOUR,
    pickup: '2026-12-02T09:00',
    ret: '2026-12-02T15:00',
    expect: { total: 1_500, plan: 'hourly', days: 1, kmAllowance: 60, lines: [['rental', 1_500]] },
    bill: { returnedAt: '2026-12-02T15:00', km: 100, total: 1_900, lateDays: 0, extraKm: 40 },
  },
  {
    name: 'unlimited km: no extra-km line however far',
    card: UNLIMITED,
    kmPlan: 'unlimited',
    pickup: '2026-12-02T10:00',
    ret: '2026-12-04T10:00',
    expect: {
      total: 5_000,
      plan: 'daily',
      days: 2,
      kmAllowance: null,
      lines: [
        ['rental', 4_000],
        ['km_plan', 1_000],
      ],
    },
    bill: { returnedAt: '2026-12-04T10:00', km: 2_000, total: 5_000, lateDays: 0, extraKm: 0 },
  },
];

/** GST inside one bill of ₹5,000 at each rate the fleet has, to the paisa. */
export const GOLDEN_GST: {
  ratePercent: number;
  price: number;
  taxablePaise: number;
  halfPaise: number;
}[] = [
  { ratePercent: 5, price: 5_000, taxablePaise: 476_190, halfPaise: 11_905 },
  { ratePercent: 18, price: 5_000, taxablePaise: 423_728, halfPaise: 38_136 },
  { ratePercent: 40, price: 5_000, taxablePaise: 357_142, halfPaise: 71_429 },
];

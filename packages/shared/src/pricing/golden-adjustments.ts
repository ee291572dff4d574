import {
  DAY,
  DIWALI,
  HOUR,
  LEAN,
  MONTH,
  SATURDAY_FAIR,
  TEN_OFF,
  UNLIMITED,
  UNLIMITED_TWO_DAYS,
  WEEK,
  WEEKEND,
  quoted,
  type GoldenCase,
} from './golden-fixtures';

// The golden table's rentals with something on top of the plan: date rules, the unlimited-km
// plan and promo codes.

const DATE_RULES: GoldenCase[] = [
  {
    name: 'a festival range inside the rental',
    card: DAY,
    rules: [DIWALI],
    pickup: '2026-12-09T10:00',
    ret: '2026-12-12T10:00',
    expect: quoted(8_000, 'daily', 3, 900, [
      ['rental', 6_000],
      ['date_rule', 2_000],
    ]),
  },
  {
    name: 'a rental crossing the end of a festival',
    card: DAY,
    rules: [DIWALI],
    pickup: '2026-12-11T10:00',
    ret: '2026-12-13T10:00',
    expect: quoted(5_000, 'daily', 2, 600, [
      ['rental', 4_000],
      ['date_rule', 1_000],
    ]),
  },
  {
    name: 'a weekend uplift on Saturday and Sunday',
    card: DAY,
    rules: [WEEKEND],
    pickup: '2026-12-04T10:00',
    ret: '2026-12-07T10:00',
    expect: quoted(6_800, 'daily', 3, 900, [
      ['rental', 6_000],
      ['date_rule', 800],
    ]),
  },
  {
    name: 'a range wins over the weekend uplift on the same day',
    card: DAY,
    rules: [WEEKEND, SATURDAY_FAIR],
    pickup: '2026-12-04T10:00',
    ret: '2026-12-07T10:00',
    expect: quoted(7_400, 'daily', 3, 900, [
      ['rental', 6_000],
      ['date_rule', 1_000],
      ['date_rule', 400],
    ]),
  },
  {
    name: 'a range that lowers the price',
    card: DAY,
    rules: [LEAN],
    pickup: '2026-12-14T10:00',
    ret: '2026-12-16T10:00',
    expect: quoted(3_600, 'daily', 2, 600, [
      ['rental', 4_000],
      ['date_rule', -400],
    ]),
  },
  {
    name: 'the weekend uplift does not touch a weekly block',
    card: WEEK,
    rules: [WEEKEND],
    pickup: '2026-12-02T10:00',
    ret: '2026-12-09T10:00',
    expect: quoted(10_000, 'weekly', 7, 2_100),
  },
  {
    name: '8 days with a weekend uplift: the single day is a weekday',
    card: WEEK,
    rules: [WEEKEND],
    pickup: '2026-12-02T10:00',
    ret: '2026-12-10T10:00',
    expect: quoted(12_000, 'weekly', 8, 2_400, [
      ['rental', 10_000],
      ['rental', 2_000],
    ]),
  },
  {
    name: '10 h on a festival day: the hours beat the dearer day',
    card: HOUR,
    rules: [DIWALI],
    pickup: '2026-12-10T08:00',
    ret: '2026-12-10T18:00',
    expect: quoted(2_500, 'hourly', 1, 100),
  },
];

const KM_PLANS: GoldenCase[] = [
  { name: 'unlimited km for two days', ...UNLIMITED_TWO_DAYS },
  {
    name: 'unlimited km for 5 hours: one day of it',
    card: UNLIMITED,
    kmPlan: 'unlimited',
    pickup: '2026-12-02T10:00',
    ret: '2026-12-02T15:00',
    expect: quoted(1_750, 'hourly', 1, null, [
      ['rental', 1_250],
      ['km_plan', 500],
    ]),
  },
  {
    name: 'unlimited km for 8 days on the weekly plan',
    card: UNLIMITED,
    kmPlan: 'unlimited',
    pickup: '2026-12-02T10:00',
    ret: '2026-12-10T10:00',
    expect: quoted(16_000, 'weekly', 8, null, [
      ['rental', 10_000],
      ['rental', 2_000],
      ['km_plan', 4_000],
    ]),
  },
];

/** A promo code on each plan. */
const PROMOS: GoldenCase[] = [
  {
    name: 'a promo on the hourly plan',
    card: HOUR,
    promo: TEN_OFF,
    pickup: '2026-12-02T09:00',
    ret: '2026-12-02T15:00',
    expect: quoted(1_350, 'hourly', 1, 60, [
      ['rental', 1_500],
      ['discount', -150],
    ]),
  },
  {
    name: 'a promo on the daily plan',
    card: DAY,
    promo: TEN_OFF,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-05T10:00',
    expect: quoted(5_400, 'daily', 3, 900, [
      ['rental', 6_000],
      ['discount', -600],
    ]),
  },
  {
    name: 'a flat promo on the weekly plan',
    card: WEEK,
    promo: { code: 'WEEK1000', kind: 'flat', value: 1_000 },
    pickup: '2026-12-02T10:00',
    ret: '2026-12-09T10:00',
    expect: quoted(9_000, 'weekly', 7, 2_100, [
      ['rental', 10_000],
      ['discount', -1_000],
    ]),
  },
  {
    name: 'a promo on the monthly plan',
    card: MONTH,
    promo: TEN_OFF,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-30T10:00',
    expect: quoted(32_400, 'monthly', 28, 8_400, [
      ['rental', 36_000],
      ['discount', -3_600],
    ]),
  },
  {
    name: 'a promo takes nothing off the unlimited-km price',
    card: UNLIMITED,
    kmPlan: 'unlimited',
    promo: TEN_OFF,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-04T10:00',
    expect: quoted(4_600, 'daily', 2, null, [
      ['rental', 4_000],
      ['km_plan', 1_000],
      ['discount', -400],
    ]),
  },
  {
    name: 'a percent promo rounds down to the rupee',
    card: HOUR,
    promo: { code: 'FIFTEEN', kind: 'percent', value: 15 },
    pickup: '2026-12-02T09:00',
    ret: '2026-12-02T16:00',
    expect: quoted(1_488, 'hourly', 1, 70, [
      ['rental', 1_750],
      ['discount', -262],
    ]),
  },
];

export const GOLDEN_ADJUSTMENT_CASES: GoldenCase[] = [...DATE_RULES, ...KM_PLANS, ...PROMOS];

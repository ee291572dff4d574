import { DAY, HOUR, MONTH, WEEK, quoted, type GoldenCase } from './golden-fixtures';

// The golden table's plain rentals: which plan wins for how long (hours, days, weeks, months).

const HOURLY: GoldenCase[] = [
  {
    name: '3 h with a 4 h minimum',
    card: HOUR,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-02T13:00',
    expect: quoted(1_000, 'hourly', 1, 40),
  },
  {
    name: '1 minute with a 4 h minimum',
    card: HOUR,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-02T10:01',
    expect: quoted(1_000, 'hourly', 1, 40),
  },
  {
    name: '6 h',
    card: HOUR,
    pickup: '2026-12-02T09:00',
    ret: '2026-12-02T15:00',
    expect: quoted(1_500, 'hourly', 1, 60),
  },
  {
    name: '6 h 01 min starts a 7th hour',
    card: HOUR,
    pickup: '2026-12-02T09:00',
    ret: '2026-12-02T15:01',
    expect: quoted(1_750, 'hourly', 1, 70),
  },
  {
    name: '8 h costs the same as the day: the day wins',
    card: HOUR,
    pickup: '2026-12-02T09:00',
    ret: '2026-12-02T17:00',
    expect: quoted(2_000, 'daily', 1, 300),
  },
  {
    name: '10 h is capped at the day price',
    card: HOUR,
    pickup: '2026-12-02T08:00',
    ret: '2026-12-02T18:00',
    expect: quoted(2_000, 'daily', 1, 300),
  },
  {
    name: '23 h 59 min with an hourly price',
    card: HOUR,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-03T09:59',
    expect: quoted(2_000, 'daily', 1, 300),
  },
  {
    name: '6 h of a car without an hourly price is a day',
    card: DAY,
    pickup: '2026-12-02T09:00',
    ret: '2026-12-02T15:00',
    expect: quoted(2_000, 'daily', 1, 300),
  },
];

const DAYS_WEEKS_MONTHS: GoldenCase[] = [
  {
    name: '23 h 59 min',
    card: DAY,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-03T09:59',
    expect: quoted(2_000, 'daily', 1, 300),
  },
  {
    name: 'exactly 24 h',
    card: DAY,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-03T10:00',
    expect: quoted(2_000, 'daily', 1, 300),
  },
  {
    name: '24 h 01 min',
    card: DAY,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-03T10:01',
    expect: quoted(4_000, 'daily', 2, 600),
  },
  {
    name: '24 h 01 min with an hourly price is two days',
    card: HOUR,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-03T10:01',
    expect: quoted(4_000, 'daily', 2, 600),
  },
  {
    name: '5 days: five day prices equal the week, the days win',
    card: WEEK,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-07T10:00',
    expect: quoted(10_000, 'daily', 5, 1_500),
  },
  {
    name: '6 days: the week is cheaper than six days',
    card: WEEK,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-08T10:00',
    expect: quoted(10_000, 'weekly', 6, 1_800),
  },
  {
    name: '6 d 23 h',
    card: WEEK,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-09T09:00',
    expect: quoted(10_000, 'weekly', 7, 2_100),
  },
  {
    name: '6 d 23 h of a car with a day price only',
    card: DAY,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-09T09:00',
    expect: quoted(14_000, 'daily', 7, 2_100),
  },
  {
    name: 'exactly 7 days',
    card: WEEK,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-09T10:00',
    expect: quoted(10_000, 'weekly', 7, 2_100),
  },
  {
    name: '8 days: a week and a day',
    card: WEEK,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-10T10:00',
    expect: quoted(12_000, 'weekly', 8, 2_400, [
      ['rental', 10_000],
      ['rental', 2_000],
    ]),
  },
  {
    name: '13 days: two weeks are cheaper than a week and six days',
    card: WEEK,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-15T10:00',
    expect: quoted(20_000, 'weekly', 13, 3_900),
  },
  {
    name: '27 days: the month is cheaper than four weeks',
    card: MONTH,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-29T10:00',
    expect: quoted(36_000, 'monthly', 27, 8_100),
  },
  {
    name: '28 days',
    card: MONTH,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-30T10:00',
    expect: quoted(36_000, 'monthly', 28, 8_400),
  },
  {
    name: '29 days',
    card: MONTH,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-31T10:00',
    expect: quoted(38_000, 'monthly', 29, 8_700, [
      ['rental', 36_000],
      ['rental', 2_000],
    ]),
  },
  {
    name: '31 days',
    card: MONTH,
    pickup: '2026-12-02T10:00',
    ret: '2027-01-02T10:00',
    expect: quoted(42_000, 'monthly', 31, 9_300, [
      ['rental', 36_000],
      ['rental', 6_000],
    ]),
  },
  {
    name: '31 days without a month price',
    card: WEEK,
    pickup: '2026-12-02T10:00',
    ret: '2027-01-02T10:00',
    expect: quoted(46_000, 'weekly', 31, 9_300, [
      ['rental', 40_000],
      ['rental', 6_000],
    ]),
  },
  {
    name: '31 days of a car with a day price only',
    card: DAY,
    pickup: '2026-12-02T10:00',
    ret: '2027-01-02T10:00',
    expect: quoted(62_000, 'daily', 31, 9_300),
  },
  {
    name: '90 days: three months and a week',
    card: MONTH,
    pickup: '2026-12-02T10:00',
    ret: '2027-03-02T10:00',
    expect: quoted(118_000, 'monthly', 90, 27_000, [
      ['rental', 108_000],
      ['rental', 10_000],
    ]),
  },
];

export const GOLDEN_PLAN_CASES: GoldenCase[] = [...HOURLY, ...DAYS_WEEKS_MONTHS];

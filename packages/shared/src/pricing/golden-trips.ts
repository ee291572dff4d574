import {
  DAY,
  HOUR,
  UNLIMITED_TWO_DAYS,
  WEEK,
  quoted,
  type GoldenBooking,
  type GoldenCase,
} from './golden-fixtures';

// The golden table's bookings that change after they are made: the return moved later (the
// extension) and the car brought back (the bill). Rows that start from the same booking share it.

/** Five days of a car with a week price: five day prices equal the week, so the days win. */
const FIVE_DAYS_OF_A_WEEK_CAR: GoldenBooking = {
  card: WEEK,
  pickup: '2026-12-02T10:00',
  ret: '2026-12-07T10:00',
  expect: quoted(10_000, 'daily', 5, 1_500),
};
const TWO_DAYS: GoldenBooking = {
  card: DAY,
  pickup: '2026-12-02T10:00',
  ret: '2026-12-04T10:00',
  expect: quoted(4_000, 'daily', 2, 600),
};

const EXTENSIONS: GoldenCase[] = [
  {
    name: 'an extension that crosses the weekly threshold',
    ...FIVE_DAYS_OF_A_WEEK_CAR,
    extension: { ret: '2026-12-10T10:00', total: 12_000, extra: 2_000 },
  },
  {
    name: 'an extension into the week costs nothing more',
    ...FIVE_DAYS_OF_A_WEEK_CAR,
    extension: { ret: '2026-12-08T10:00', total: 10_000, extra: 0 },
  },
  {
    name: 'an hourly rental extended to two days',
    card: HOUR,
    pickup: '2026-12-02T10:00',
    ret: '2026-12-02T16:00',
    expect: quoted(1_500, 'hourly', 1, 60),
    extension: { ret: '2026-12-04T10:00', total: 4_000, extra: 2_500 },
  },
];

const BILLS: GoldenCase[] = [
  {
    name: 'a late return past the grace adds a day',
    ...TWO_DAYS,
    bill: { returnedAt: '2026-12-04T11:01', km: 950, total: 6_500, lateDays: 1, extraKm: 50 },
  },
  {
    name: 'a return within the grace adds nothing',
    ...TWO_DAYS,
    bill: { returnedAt: '2026-12-04T11:00', km: 600, total: 4_000, lateDays: 0, extraKm: 0 },
  },
  {
    name: 'an hourly rental is billed the hourly km allowance',
    card: HOUR,
    pickup: '2026-12-02T09:00',
    ret: '2026-12-02T15:00',
    expect: quoted(1_500, 'hourly', 1, 60),
    bill: { returnedAt: '2026-12-02T15:00', km: 100, total: 1_900, lateDays: 0, extraKm: 40 },
  },
  {
    name: 'unlimited km: no extra-km line however far',
    ...UNLIMITED_TWO_DAYS,
    bill: { returnedAt: '2026-12-04T10:00', km: 2_000, total: 5_000, lateDays: 0, extraKm: 0 },
  },
];

export const GOLDEN_TRIP_CASES: GoldenCase[] = [...EXTENSIONS, ...BILLS];

// docs/product.md#rate-plans: what a car charges. The price per day is the car's `price`; the
// other plans are optional, and a car with only a day price is priced as it always was.

/** docs/product.md#rate-plans: the kilometres included per hour of an hourly rental. */
export const KM_ALLOWANCE_PER_HOUR = 10;
/** A monthly block covers this many days, a weekly one 7. */
export const MONTH_DAYS = 28;
export const WEEK_DAYS = 7;
/** A date rule moves a day's price by at most this much either way, in percent. */
export const MAX_DATE_RULE_PERCENT = 200;
export const MIN_DATE_RULE_PERCENT = -90;
export const MAX_MIN_HOURS = 23;

export const KM_PLANS = ['limited', 'unlimited'] as const;
export type KmPlan = (typeof KM_PLANS)[number];

export interface RateCard {
  pricePerDay: number;
  /** null: the car is not rented by the hour. */
  pricePerHour: number | null;
  /** The fewest hours an hourly rental is charged (1 when not set). */
  minHours: number | null;
  pricePerWeek: number | null;
  pricePerMonth: number | null;
  /** null: the car has only the limited-km plan. */
  unlimitedKmPerDay: number | null;
}

export const DATE_RULE_KINDS = ['range', 'weekend'] as const;
export type DateRuleKind = (typeof DATE_RULE_KINDS)[number];

/** An owner's rule: a Kolkata date range (inclusive) or every Saturday and Sunday. */
export interface DateRule {
  kind: DateRuleKind;
  label: string;
  percent: number;
  /** 'YYYY-MM-DD', only for a range. */
  from: string | null;
  to: string | null;
}

/** The GST rates a car may carry; which one applies is the tax adviser's call. */
export const GST_RATES = [0, 5, 12, 18, 28, 40] as const;

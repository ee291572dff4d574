import type { DateRule, KmPlan, RateCard } from '@rental/shared/pricing/rate-card';
import type { StoredDateRule } from '@rental/shared/pricing/rate-card-schemas';
import type { Quote } from '@rental/shared/pricing/quote';
import type { BookingsTable, CarsTable } from '../../db/schema';
import type { DateRuleRow } from './pricing.repository';

// docs/product.md#rate-plans: rate cards and date rules between rows and the shared types.

type RateColumns = Pick<
  CarsTable,
  | 'price'
  | 'price_per_hour'
  | 'min_hours'
  | 'price_per_week'
  | 'price_per_month'
  | 'unlimited_km_per_day'
>;

export function rateCardOf(row: RateColumns): RateCard {
  return {
    pricePerDay: row.price,
    pricePerHour: row.price_per_hour,
    minHours: row.min_hours,
    pricePerWeek: row.price_per_week,
    pricePerMonth: row.price_per_month,
    unlimitedKmPerDay: row.unlimited_km_per_day,
  };
}

export function toDateRule(row: DateRuleRow): DateRule {
  return {
    kind: row.kind as DateRule['kind'],
    label: row.label,
    percent: row.percent,
    from: row.from_date,
    to: row.to_date,
  };
}

export function toStoredDateRule(row: DateRuleRow): StoredDateRule {
  return { _id: row.id, carId: row.car_id, ...toDateRule(row) };
}

/** What a booking was quoted on; stored with it so later price changes never touch it. */
export interface BookingPricing {
  card: RateCard;
  rules: DateRule[];
}

type PricedBooking = Pick<BookingsTable, 'rate_card' | 'price_per_day' | 'km_plan' | 'quote'>;

/** A booking's rate card; one made before rate plans was priced by the day alone. */
export function pricingOfBooking(
  row: Pick<PricedBooking, 'rate_card' | 'price_per_day'>,
): BookingPricing {
  if (row.rate_card) return JSON.parse(row.rate_card) as BookingPricing;
  return {
    card: {
      pricePerDay: row.price_per_day,
      pricePerHour: null,
      minHours: null,
      pricePerWeek: null,
      pricePerMonth: null,
      unlimitedKmPerDay: null,
    },
    rules: [],
  };
}

export function kmPlanOfBooking(row: { km_plan?: string | null }): KmPlan {
  return row.km_plan === 'unlimited' ? 'unlimited' : 'limited';
}

/** The stored quote, or null for a booking made before rate plans. */
export function storedQuote(row: { quote: string | null }): Quote | null {
  return row.quote ? (JSON.parse(row.quote) as Quote) : null;
}

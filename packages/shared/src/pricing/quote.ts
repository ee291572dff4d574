import { EXTRA_KM_CHARGE_RUPEES, KM_ALLOWANCE_PER_DAY } from '../constants';
import { DAY_MS, toKolkataDate } from '../kolkata-time';
import { describePromo, promoDiscount, type PromoKind } from '../promo';
import { cheapestCover, ruleAdjustment, ruleOfDay } from './day-cover';
import {
  KM_ALLOWANCE_PER_HOUR,
  MONTH_DAYS,
  type DateRule,
  type KmPlan,
  type RateCard,
} from './rate-card';

// docs/product.md#rate-plans: the one function that prices a rental. Every figure the renter or
// the business sees (car page, wizard, booking, extension, bill, invoice) is one of its lines.

export const QUOTE_LINE_KINDS = [
  'rental',
  'date_rule',
  'km_plan',
  'discount',
  'delivery',
  'protection',
] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];
export const RENTAL_PLANS = ['hourly', 'daily', 'weekly', 'monthly'] as const;
export type RentalPlan = (typeof RENTAL_PLANS)[number];

export interface QuoteLine {
  kind: QuoteLineKind;
  label: string;
  amount: number;
  /** For a rental line: which plan, how many of it and at what price. */
  plan?: RentalPlan;
  quantity?: number;
  unitPrice?: number;
}

export interface QuotePromo {
  code: string;
  kind: PromoKind;
  value: number;
}

export interface QuoteInput {
  card: RateCard;
  rules: readonly DateRule[];
  pickup: Date;
  ret: Date;
  kmPlan: KmPlan;
  promo?: QuotePromo | null;
  /** The KM_ALLOWANCE_PER_DAY setting; the constant by default. */
  kmPerDay?: number;
  /** docs/product.md#doorstep-delivery: the fee of each leg at the renter's address. */
  delivery?: readonly QuoteDeliveryLeg[];
  /** docs/product.md#protection-plans: the renter's plan, priced per rental day. */
  protection?: QuoteProtection | null;
}

export interface QuoteProtection {
  name: string;
  pricePerDay: number;
}

export interface QuoteDeliveryLeg {
  leg: 'pickup' | 'return';
  pin: string;
  fee: number;
}

const DOORSTEP_WORDS = { pickup: 'Doorstep delivery', return: 'Doorstep collection' } as const;

/** The quote line of a doorstep leg; a promo code never applies to it. */
export function deliveryLine(d: QuoteDeliveryLeg): QuoteLine {
  return { kind: 'delivery', label: `${DOORSTEP_WORDS[d.leg]} to PIN ${d.pin}`, amount: d.fee };
}

/**
 * The legs of a booking that come to the renter's door, with their lines' labels, read from the
 * lines `deliveryLine` wrote (a stored quote keeps them), for the screens that name the branch.
 */
export function doorstepLegs(lines: readonly { kind: string; label: string }[]) {
  const label = (leg: 'pickup' | 'return') =>
    lines.find((l) => l.kind === 'delivery' && l.label.startsWith(DOORSTEP_WORDS[leg]))?.label;
  return { pickup: label('pickup'), return: label('return') };
}

export interface Quote {
  lines: QuoteLine[];
  /** What the renter pays: the sum of the lines. */
  total: number;
  /** The longest plan the rental uses. */
  plan: RentalPlan;
  /** Charged hours of an hourly rental, else null. */
  hours: number | null;
  /** Rental days (1 for a rental of less than a day). */
  days: number;
  kmPlan: KmPlan;
  /** Kilometres included; null with unlimited km. */
  kmAllowance: number | null;
  /** The rental and date-rule lines: what a promo code applies to. */
  rentalAmount: number;
  discount: number;
}

export class PricingError extends Error {
  constructor(readonly code: 'unlimited_km_unavailable') {
    super('This car has no unlimited-km plan. Choose limited km.');
  }
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The quote line of a protection plan: its price per day × the rental days (a promo skips it). */
export function protectionLine(p: QuoteProtection, days: number): QuoteLine {
  return {
    kind: 'protection',
    label: `${p.name} protection: ${count(days, 'day', 'days')} × ${rupees(p.pricePerDay)}`,
    amount: days * p.pricePerDay,
    quantity: days,
    unitPrice: p.pricePerDay,
  };
}

function rentalLines(input: QuoteInput, days: number): { lines: QuoteLine[]; plan: RentalPlan } {
  const { card } = input;
  const dates = Array.from({ length: days }, (_, i) =>
    toKolkataDate(input.pickup.getTime() + i * DAY_MS),
  );
  const dayRules = dates.map((d) => ruleOfDay(input.rules, d));
  const prices = dayRules.map((r) => card.pricePerDay + ruleAdjustment(card.pricePerDay, r));
  const cover = cheapestCover(prices, card);
  const lines: QuoteLine[] = [];
  if (cover.months > 0) {
    lines.push({
      kind: 'rental',
      plan: 'monthly',
      quantity: cover.months,
      unitPrice: card.pricePerMonth!,
      label: `${count(cover.months, 'month', 'months')} (${MONTH_DAYS} days each) × ${rupees(card.pricePerMonth!)}`,
      amount: cover.months * card.pricePerMonth!,
    });
  }
  if (cover.weeks > 0) {
    lines.push({
      kind: 'rental',
      plan: 'weekly',
      quantity: cover.weeks,
      unitPrice: card.pricePerWeek!,
      label: `${count(cover.weeks, 'week', 'weeks')} × ${rupees(card.pricePerWeek!)}`,
      amount: cover.weeks * card.pricePerWeek!,
    });
  }
  if (cover.daily.length > 0) {
    const n = cover.daily.length;
    lines.push({
      kind: 'rental',
      plan: 'daily',
      quantity: n,
      unitPrice: card.pricePerDay,
      label: `${count(n, 'day', 'days')} × ${rupees(card.pricePerDay)}`,
      amount: n * card.pricePerDay,
    });
  }
  // One line per rule, over the single days it covers, in the order the days come.
  const byRule = new Map<DateRule, number[]>();
  for (const i of cover.daily) {
    const rule = dayRules[i];
    if (rule) byRule.set(rule, [...(byRule.get(rule) ?? []), i]);
  }
  for (const [rule, indexes] of byRule) {
    const sign = rule.percent > 0 ? '+' : '−';
    lines.push({
      kind: 'date_rule',
      label: `${rule.label} ${sign}${Math.abs(rule.percent)} % on ${count(indexes.length, 'day', 'days')}`,
      amount: indexes.length * ruleAdjustment(card.pricePerDay, rule),
    });
  }
  const plan = cover.months > 0 ? 'monthly' : cover.weeks > 0 ? 'weekly' : 'daily';
  return { lines, plan };
}

/**
 * Prices a rental of `m` minutes (docs/product.md#rate-plans): under 24 hours with an hourly
 * price, min(day price, max(ceil(m / 60), minimum hours) × hourly price); otherwise
 * d = ceil(m / 1440) days as the cheapest cover by monthly, weekly and daily prices, date rules
 * changing the price of the single days they fall on. Then the km plan and the promo code.
 */
export function quoteRental(input: QuoteInput): Quote {
  const { card } = input;
  const minutes = Math.ceil((input.ret.getTime() - input.pickup.getTime()) / 60_000);
  const days = Math.max(1, Math.ceil(minutes / (24 * 60)));
  let { lines, plan } = rentalLines(input, days);
  let hours: number | null = null;
  if (minutes < 24 * 60 && card.pricePerHour !== null) {
    const charged = Math.max(Math.ceil(minutes / 60), card.minHours ?? 1);
    const hourly = charged * card.pricePerHour;
    const daily = lines.reduce((sum, l) => sum + l.amount, 0);
    // On a tie the day wins: the same money with the day's larger km allowance.
    if (hourly < daily) {
      hours = charged;
      plan = 'hourly';
      const minimum = card.minHours !== null && charged === card.minHours && minutes < charged * 60;
      lines = [
        {
          kind: 'rental',
          plan: 'hourly',
          quantity: charged,
          unitPrice: card.pricePerHour,
          label: `${count(charged, 'hour', 'hours')}${minimum ? ' (the minimum)' : ''} × ${rupees(card.pricePerHour)}`,
          amount: hourly,
        },
      ];
    }
  }
  const rentalAmount = lines.reduce((sum, l) => sum + l.amount, 0);
  let kmAllowance: number | null = null;
  if (input.kmPlan === 'unlimited') {
    if (card.unlimitedKmPerDay === null) throw new PricingError('unlimited_km_unavailable');
    lines.push({
      kind: 'km_plan',
      label: `Unlimited km: ${count(days, 'day', 'days')} × ${rupees(card.unlimitedKmPerDay)}`,
      amount: days * card.unlimitedKmPerDay,
    });
  } else {
    kmAllowance =
      hours !== null
        ? hours * KM_ALLOWANCE_PER_HOUR
        : days * (input.kmPerDay ?? KM_ALLOWANCE_PER_DAY);
    lines.push({
      kind: 'km_plan',
      label: `Limited km: ${kmAllowance.toLocaleString('en-IN')} km included, then ${rupees(EXTRA_KM_CHARGE_RUPEES)} a km`,
      amount: 0,
    });
  }
  if (input.protection) lines.push(protectionLine(input.protection, days));
  for (const leg of input.delivery ?? []) lines.push(deliveryLine(leg));
  let discount = 0;
  if (input.promo) {
    discount = promoDiscount(input.promo, rentalAmount);
    if (discount > 0) {
      lines.push({
        kind: 'discount',
        label: `Promo code ${input.promo.code} (${describePromo(input.promo)})`,
        amount: -discount,
      });
    }
  }
  return {
    lines,
    total: lines.reduce((sum, l) => sum + l.amount, 0),
    plan,
    hours,
    days,
    kmPlan: input.kmPlan,
    kmAllowance,
    rentalAmount,
    discount,
  };
}

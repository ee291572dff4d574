import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rental/shared/api-error';
import {
  PricingError,
  quoteRental,
  type Quote,
  type QuoteInput,
  type QuotePromo,
} from '@rental/shared/pricing/quote';
import type { KmPlan } from '@rental/shared/pricing/rate-card';
import {
  DATE_RULE_MESSAGES,
  type DateRuleInputSchema,
} from '@rental/shared/pricing/rate-card-schemas';
import type { z } from 'zod';
import type { Db, Deps } from '../../deps';
import { AppError, NotFoundError } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import { protectionOfBooking } from '../protection/protection-json';
import {
  kmPlanOfBooking,
  pricingOfBooking,
  rateCardOf,
  storedQuote,
  toDateRule,
  toStoredDateRule,
  type BookingPricing,
} from './pricing-json';
import * as repo from './pricing.repository';

// docs/product.md#rate-plans: every rental figure comes from the shared quoteRental; this module
// feeds it the car's rate card and date rules, or the ones a booking was quoted on.

// What the bookings module reads of a stored booking's pricing.
export { kmPlanOfBooking, type BookingPricing } from './pricing-json';

export interface Period {
  pickup: Date;
  ret: Date;
  kmPlan: KmPlan;
  promo?: QuotePromo | null;
  /** docs/product.md#doorstep-delivery: the doorstep legs' fees. */
  delivery?: QuoteInput['delivery'];
  /** docs/product.md#protection-plans: the renter's plan, priced per rental day. */
  protection?: QuoteInput['protection'];
}

/** The shared function, its refusal of a km plan the car lacks as a 422 on the field. */
export function priceOrRefuse(input: QuoteInput): Quote {
  try {
    return quoteRental(input);
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
    throw new AppError(422, ERROR_CODES.kmPlanUnavailable, error.message, {
      kmPlan: error.message,
    });
  }
}

/** A car's quote for a period, and the rate card and rules it used (to store with a booking). */
export async function quoteCar(
  db: Db,
  car: repo.CarRatesRow | (Parameters<typeof rateCardOf>[0] & { id: string }),
  period: Period,
): Promise<{ quote: Quote; pricing: BookingPricing }> {
  const rules = (await repo.dateRulesForCar(db, car.id)).map(toDateRule);
  const pricing = { card: rateCardOf(car), rules };
  return { quote: priceOrRefuse({ ...pricing, ...period }), pricing };
}

/**
 * What `days` whole days of a car cost on its rate card (limited km, no date rule, no promo): a
 * week at its weekly price when that is cheaper than seven day prices. The promo form's warning
 * compares a flat code with it (docs/product.md#promo-codes).
 */
export function priceOfDays(car: Parameters<typeof rateCardOf>[0], days: number): number {
  // Any fixed instant will do: without date rules the price does not depend on the dates.
  const pickup = new Date('2026-01-05T04:30:00Z');
  const ret = new Date(pickup.getTime() + Math.max(1, days) * 86_400_000);
  return quoteRental({ card: rateCardOf(car), rules: [], pickup, ret, kmPlan: 'limited' })
    .rentalAmount;
}

export async function findCarRates(db: Db, carId: string): Promise<repo.CarRatesRow> {
  const car = await repo.findCarRates(db, carId);
  if (!car) throw new NotFoundError('Car not found.');
  return car;
}

interface QuotedBooking {
  rate_card: string | null;
  price_per_day: number;
  km_plan: string;
  quote: string | null;
  pickup_at: string;
  promo_code: string | null;
  discount: number;
  protection: string | null;
}

/**
 * A booking priced again on the rate card it was quoted on, up to `ret`: an extension or the
 * stored quote of a booking made before rate plans. The protection plan and doorstep fees stay as
 * booked; the discount stays what it was at booking
 * (docs/decisions/021-promo-codes.md): the added time is not discounted.
 */
export function requoteBooking(row: QuotedBooking, ret: Date): Quote {
  const priced = priceOrRefuse({
    ...pricingOfBooking(row),
    pickup: new Date(row.pickup_at),
    ret,
    kmPlan: kmPlanOfBooking(row),
    // docs/product.md#protection-plans: the plan as booked, priced for every day of the new period.
    protection: protectionOfBooking(row),
  });
  // docs/product.md#doorstep-delivery: the doorstep fees stay as booked through an extension.
  const delivery = storedQuote(row)?.lines.filter((l) => l.kind === 'delivery') ?? [];
  const quote = {
    ...priced,
    lines: [...priced.lines, ...delivery],
    total: priced.total + delivery.reduce((sum, l) => sum + l.amount, 0),
  };
  if (row.discount <= 0) return quote;
  const booked = storedQuote(row)?.lines.find((l) => l.kind === 'discount');
  return {
    ...quote,
    lines: [
      ...quote.lines,
      {
        kind: 'discount',
        label: booked?.label ?? `Promo code ${row.promo_code ?? ''}`.trim(),
        amount: -row.discount,
      },
    ],
    total: quote.total - row.discount,
    discount: row.discount,
  };
}

/** The quote of a booking as it stands: the stored one, or the day-price one of an older row. */
export function quoteOfBooking(row: QuotedBooking & { return_at: string }): Quote {
  return storedQuote(row) ?? requoteBooking(row, new Date(row.return_at));
}

/** GET /api/admin/rates: every live car's rate card and every date rule. */
export async function fleetRates(deps: Pick<Deps, 'db'>) {
  const [cars, rules] = await Promise.all([
    repo.listCarRates(deps.db),
    repo.listDateRules(deps.db),
  ]);
  return {
    cars: cars.map((c) => ({
      _id: c.id,
      name: c.name,
      type: c.type,
      branch: c.branch,
      price: c.price,
      ...rateCardOf(c),
      gstRatePercent: c.gst_rate_percent,
      sac: c.sac,
    })),
    rules: rules.map(toStoredDateRule),
  };
}

/** GET /api/cars/{id}/date-rules: the rules that price a car, for its page. */
export async function carDateRules(deps: Pick<Deps, 'db'>, carId: string) {
  await findCarRates(deps.db, carId);
  return (await repo.dateRulesForCar(deps.db, carId)).map(toStoredDateRule);
}

type RuleInput = z.output<typeof DateRuleInputSchema> & { carId?: string | null };

export async function createDateRule(
  deps: Pick<Deps, 'db' | 'clock'>,
  actorId: string,
  input: RuleInput,
) {
  return deps.db.transaction().execute(async (trx) => {
    if (input.carId) await findCarRates(trx, input.carId);
    const row = {
      id: randomUUID(),
      car_id: input.carId ?? null,
      kind: input.kind,
      label: input.label,
      percent: input.percent,
      from_date: input.kind === 'range' ? input.from : null,
      to_date: input.kind === 'range' ? input.to : null,
      created_by: actorId,
      created_at: deps.clock().toISOString(),
    };
    await repo.insertDateRule(trx, row);
    const rule = toStoredDateRule(row);
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId,
        action: 'date_rule.create',
        entity: 'date_rule',
        entityId: row.id,
        before: null,
        after: rule,
      },
    );
    return rule;
  });
}

export async function removeDateRule(
  deps: Pick<Deps, 'db' | 'clock'>,
  actorId: string,
  id: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findDateRule(trx, id);
    if (!row || !(await repo.deleteDateRule(trx, id))) {
      throw new NotFoundError(DATE_RULE_MESSAGES.notFound);
    }
    await recordAudit(
      { db: trx, clock: deps.clock },
      {
        actorId,
        action: 'date_rule.delete',
        entity: 'date_rule',
        entityId: id,
        before: toStoredDateRule(row),
        after: null,
      },
    );
  });
}

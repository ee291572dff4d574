import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rental/shared/api-error';
import { kolkataInstant, todayInKolkata } from '@rental/shared/kolkata-time';
import {
  describePromo,
  promoDiscount,
  promoIssue,
  promoMessage,
  PROMO_MESSAGES,
  type PromoCheckAnswer,
  type PromoCheckSchema,
  type PromoCode,
  type PromoCodeCreateSchema,
  type PromoCodeUpdateSchema,
  type PromoIssue,
  type PromoRental,
} from '@rental/shared/promo';
import type { QuotePromo } from '@rental/shared/pricing/quote';
import type { z } from 'zod';
import type { Db, Deps } from '../../deps';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import { findCarRates, quoteCar } from '../pricing/pricing.service';
import { cheapestRental } from '../cars/cars.service';
import { toPromoCode, toPromoRule } from './promo-code-json';
import * as repo from './promo-codes.repository';

// docs/product.md#promo-codes: the owner's codes, the renter's check, and the use a booking
// takes in its own transaction (docs/decisions/021-promo-codes.md).

type WriteDeps = Pick<Deps, 'db' | 'clock'>;
type CreateInput = z.output<typeof PromoCodeCreateSchema>;
type UpdateInput = z.output<typeof PromoCodeUpdateSchema>;

/** The refusal of a code, with its message also on the promoCode field. */
function refused(issue: PromoIssue | { kind: 'alreadyUsed' }): AppError {
  const message = promoMessage(issue);
  return new AppError(422, ERROR_CODES.promoRefused, message, { promoCode: message });
}

const columns = (input: Omit<CreateInput, 'code'>) => ({
  kind: input.kind,
  value: input.value,
  valid_from: input.validFrom,
  valid_to: input.validTo,
  min_days: input.minDays,
  car_types: JSON.stringify(input.carTypes),
  branches: JSON.stringify(input.branches),
  max_uses: input.maxUses,
  once_per_renter: input.oncePerRenter ? 1 : 0,
});

/**
 * docs/product.md#promo-codes: the owner is warned when a flat code takes off as much as the
 * cheapest rental it applies to, which a booking then refuses.
 */
async function withWarning(deps: Pick<Deps, 'db'>, code: PromoCode): Promise<PromoCode> {
  if (code.kind !== 'flat') return code;
  const cheapest = await cheapestRental(deps, { ...code, days: code.minDays });
  if (!cheapest || code.value < cheapest.amount) return code;
  return {
    ...code,
    warning: PROMO_MESSAGES.flatCoversRental(
      code.value,
      cheapest.amount,
      cheapest.carName,
      code.minDays,
    ),
  };
}

export async function listPromoCodes(deps: Pick<Deps, 'db'>): Promise<PromoCode[]> {
  return (await repo.listPromoCodes(deps.db)).map(toPromoCode);
}

export async function createPromoCode(
  deps: WriteDeps,
  actorId: string,
  input: CreateInput,
): Promise<PromoCode> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock().toISOString();
    const id = randomUUID();
    const stored = await repo.insertPromoCode(trx, {
      id,
      code: input.code,
      ...columns(input),
      active: 1,
      created_by: actorId,
      created_at: now,
      updated_at: now,
    });
    if (!stored) {
      throw new ConflictError(ERROR_CODES.promoCodeTaken, PROMO_MESSAGES.codeTaken, {
        code: PROMO_MESSAGES.codeTaken,
      });
    }
    const code = toPromoCode((await repo.findPromoCodeById(trx, id))!);
    await recordAudit(
      { db: trx, clock: deps.clock },
      { actorId, action: 'promo_code.create', entity: 'promo_code', entityId: id, after: code },
    );
    return withWarning({ db: trx }, code);
  });
}

/** The fields of `after` whose value differs in `before`, from each side. */
function changed(before: PromoCode, after: PromoCode) {
  const keys = (Object.keys(after) as (keyof PromoCode)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

async function rewrite(
  deps: WriteDeps,
  actorId: string,
  id: string,
  action: string,
  patch: Parameters<typeof repo.updatePromoCode>[2],
): Promise<PromoCode> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await repo.findPromoCodeById(trx, id);
    if (!row) throw new NotFoundError(PROMO_MESSAGES.notFound);
    await repo.updatePromoCode(trx, id, { ...patch, updated_at: deps.clock().toISOString() });
    const after = toPromoCode((await repo.findPromoCodeById(trx, id))!);
    const diff = changed(toPromoCode(row), after);
    await recordAudit(
      { db: trx, clock: deps.clock },
      { actorId, action, entity: 'promo_code', entityId: id, ...diff },
    );
    return withWarning({ db: trx }, after);
  });
}

/** The code's text never changes: bookings and offers carry it. */
export function updatePromoCode(
  deps: WriteDeps,
  actorId: string,
  id: string,
  input: UpdateInput,
): Promise<PromoCode> {
  return rewrite(deps, actorId, id, 'promo_code.update', {
    ...columns(input),
    active: input.active ? 1 : 0,
  });
}

/** Renters can no longer use it; bookings made with it keep their discount. */
export function deactivatePromoCode(
  deps: WriteDeps,
  actorId: string,
  id: string,
): Promise<PromoCode> {
  return rewrite(deps, actorId, id, 'promo_code.deactivate', { active: 0 });
}

/** The active code of that text, for an offer to show; refused when there is none. */
export async function activePromoCode(deps: Pick<Deps, 'db'>, code: string): Promise<string> {
  const row = await repo.findPromoCode(deps.db, code);
  if (!row || row.active !== 1) {
    throw new ValidationError(PROMO_MESSAGES.offerCodeUnknown, {
      promoCode: PROMO_MESSAGES.offerCodeUnknown,
    });
  }
  return row.code;
}

export interface PromoFacts {
  /** null: a public quote, which cannot know whether the renter used the code before. */
  customerId: string | null;
  /** The rental's days, car type and branch; today comes from the clock. */
  rental: Omit<PromoRental, 'today'>;
  /** Price per day × days. */
  amount: number;
}

/** The code if it applies to the rental for this renter, and what it takes off; else refused. */
async function applicable(
  deps: Pick<Deps, 'db' | 'clock'>,
  text: string,
  facts: PromoFacts,
): Promise<{ row: repo.PromoCodeRow; discount: number }> {
  const row = await repo.findPromoCode(deps.db, text);
  if (!row) throw refused({ kind: 'unknown' });
  const rule = toPromoRule(row);
  const issue = promoIssue(rule, { ...facts.rental, today: todayInKolkata(deps.clock()) });
  if (issue) throw refused(issue);
  if (
    row.once_per_renter === 1 &&
    facts.customerId !== null &&
    (await repo.hasRedemption(deps.db, row.id, facts.customerId))
  ) {
    throw refused({ kind: 'alreadyUsed' });
  }
  const discount = promoDiscount(rule, facts.amount);
  // A booking of ₹0 would carry an advance of ₹0: a hold with no commitment at all.
  if (discount >= facts.amount) throw refused({ kind: 'wholeRental' });
  return { row, discount };
}

/** POST /api/promo-codes/check: what the code would take off this rental, taking no use. */
export async function checkPromoCode(
  deps: Pick<Deps, 'db' | 'clock'>,
  customerId: string,
  input: z.output<typeof PromoCheckSchema>,
): Promise<PromoCheckAnswer> {
  const pickup = kolkataInstant(input.pickupDate, input.pickupTime);
  const ret = kolkataInstant(input.returnDate, input.returnTime);
  if (!pickup || !ret || ret <= pickup) {
    throw new ValidationError('Enter real pickup and return times.');
  }
  // docs/product.md#rate-plans: the amount a code applies to is the quote's rental.
  const car = await findCarRates(deps.db, input.carId);
  const { quote } = await quoteCar(deps.db, car, { pickup, ret, kmPlan: 'limited' });
  const totalDays = quote.days;
  const amount = quote.rentalAmount;
  const { row, discount } = await applicable(deps, input.code, {
    customerId,
    rental: { days: totalDays, carType: car.type, branch: car.branch },
    amount,
  });
  return {
    code: row.code,
    description: describePromo(toPromoRule(row)),
    totalDays,
    rentalAmount: amount,
    discount,
    totalAmount: amount - discount,
  };
}

/** A code that applies to a rental, as the shared quote takes it (docs/product.md#rate-plans). */
export async function promoForQuote(
  deps: Pick<Deps, 'db' | 'clock'>,
  text: string,
  facts: PromoFacts,
): Promise<QuotePromo> {
  const { row } = await applicable(deps, text, facts);
  return { code: row.code, kind: row.kind as QuotePromo['kind'], value: row.value };
}

export interface TakenPromo extends QuotePromo {
  id: string;
  discount: number;
  oncePerRenter: boolean;
}

/**
 * Inside the booking's transaction: checks the code and takes one use, or refuses (and the
 * booking with it). The conditional update is what holds the total limit under concurrent
 * bookings; the check before it only words the refusal.
 */
export async function takePromoCode(
  deps: { db: Db; clock: Deps['clock'] },
  text: string,
  facts: PromoFacts,
): Promise<TakenPromo> {
  const { row, discount } = await applicable(deps, text, facts);
  if (!(await repo.takePromoUse(deps.db, row.id))) throw refused({ kind: 'usedUp' });
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as QuotePromo['kind'],
    value: row.value,
    discount,
    oncePerRenter: row.once_per_renter === 1,
  };
}

/** After the booking row is written, in the same transaction: the use, held to once per renter. */
export async function recordPromoRedemption(
  deps: { db: Db; clock: Deps['clock'] },
  promo: TakenPromo,
  bookingId: string,
  customerId: string,
): Promise<void> {
  const stored = await repo.insertRedemption(deps.db, {
    id: randomUUID(),
    promo_code_id: promo.id,
    booking_id: bookingId,
    customer_id: customerId,
    once_per_renter: promo.oncePerRenter ? 1 : 0,
    created_at: deps.clock().toISOString(),
  });
  if (!stored) throw refused({ kind: 'alreadyUsed' });
}

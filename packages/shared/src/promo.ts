import { z } from 'zod';
import { BRANCH_NAMES } from './business';
import { CAR_TYPES } from './constants';
import { IsoDateSchema, TimeSchema, IdSchema } from './fields';
import { formatRupees } from './rental';

// docs/product.md#promo-codes: the owner's codes, the rules that say whether a code applies to a
// rental and what it takes off, pure, in whole rupees. The server applies them; the screens show
// its answers. docs/decisions/021-promo-codes.md says why each rule is as it is.

export const PROMO_KINDS = ['percent', 'flat'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** A percent code takes at most this much off, so a typo cannot give a car away. */
export const MAX_PROMO_PERCENT = 90;
export const MAX_PROMO_FLAT_RUPEES = 100_000;
export const PROMO_CODE_PATTERN = /^[A-Z0-9-]{3,20}$/;

/** The refusals, one per case, exactly as the renter reads them. */
export const PROMO_MESSAGES = {
  unknown: 'This promo code does not exist. Check the spelling, or book without it.',
  notYetValid: (from: string) =>
    `This promo code is valid from ${from}. Book without it, or come back then.`,
  expired: 'This promo code has expired. Remove it to book at the full price.',
  usedUp: 'This promo code has been used up. Remove it to book at the full price.',
  alreadyUsed: 'You have already used this promo code. Remove it to book at the full price.',
  tooShort: (days: number) =>
    `This promo code needs a rental of at least ${days} ${days === 1 ? 'day' : 'days'}.`,
  carType: (types: readonly string[]) =>
    `This promo code is only for ${types.join(', ')} cars. Remove it to book this car.`,
  branch: (branches: readonly string[]) =>
    `This promo code is only for cars of the ${branches.join(', ')} ${branches.length === 1 ? 'branch' : 'branches'}.`,
  wholeRental:
    'This promo code takes off the whole rental, so it cannot be used for this booking. Remove it, or choose a longer rental.',
  flatCoversRental: (value: number, amount: number, carName: string, days: number) =>
    `This code takes off ${formatRupees(value)}, as much as or more than the cheapest rental it applies to (${formatRupees(amount)}: ${carName} for ${days} ${days === 1 ? 'day' : 'days'}). Renters cannot use it on such rentals: raise the minimum days or lower the discount.`,
  codeTaken: 'A promo code with this name already exists.',
  notFound: 'Promo code not found.',
  offerCodeUnknown: 'No active promo code has this name.',
} as const;

/** A code as typed: trimmed, in capitals. */
export const PromoCodeTextSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(
    z
      .string()
      .min(1, 'Enter a promo code.')
      .regex(PROMO_CODE_PATTERN, 'A promo code is 3 to 20 letters, digits or dashes.'),
  );

/** What decides whether a code applies to a rental and how much it takes off. */
export interface PromoRule {
  kind: PromoKind;
  value: number;
  /** Kolkata dates, inclusive; null for no bound. */
  validFrom: string | null;
  validTo: string | null;
  minDays: number;
  /** Empty: every type. */
  carTypes: readonly string[];
  /** Empty: every branch. */
  branches: readonly string[];
  maxUses: number | null;
  uses: number;
  active: boolean;
}

export interface PromoRental {
  /** Today in Kolkata, the day the booking is made. */
  today: string;
  days: number;
  carType: string;
  branch: string;
}

export type PromoIssue =
  | { kind: 'unknown' }
  | { kind: 'notYetValid'; from: string }
  | { kind: 'expired' }
  | { kind: 'usedUp' }
  | { kind: 'tooShort'; days: number }
  | { kind: 'carType'; types: readonly string[] }
  | { kind: 'branch'; branches: readonly string[] }
  | { kind: 'wholeRental' };

/** "27 Nov 2026" */
function longDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function promoMessage(issue: PromoIssue | { kind: 'alreadyUsed' }): string {
  switch (issue.kind) {
    case 'notYetValid':
      return PROMO_MESSAGES.notYetValid(longDate(issue.from));
    case 'tooShort':
      return PROMO_MESSAGES.tooShort(issue.days);
    case 'carType':
      return PROMO_MESSAGES.carType(issue.types);
    case 'branch':
      return PROMO_MESSAGES.branch(issue.branches);
    default:
      return PROMO_MESSAGES[issue.kind];
  }
}

/**
 * Why `rule` does not apply to `rental`, or null when it does. A deactivated code reads as
 * unknown to the renter; the uses are checked again when the booking takes one.
 */
export function promoIssue(rule: PromoRule, rental: PromoRental): PromoIssue | null {
  if (!rule.active) return { kind: 'unknown' };
  if (rule.validFrom && rental.today < rule.validFrom) {
    return { kind: 'notYetValid', from: rule.validFrom };
  }
  if (rule.validTo && rental.today > rule.validTo) return { kind: 'expired' };
  if (rule.maxUses !== null && rule.uses >= rule.maxUses) return { kind: 'usedUp' };
  if (rental.days < rule.minDays) return { kind: 'tooShort', days: rule.minDays };
  if (rule.carTypes.length > 0 && !rule.carTypes.includes(rental.carType)) {
    return { kind: 'carType', types: rule.carTypes };
  }
  if (rule.branches.length > 0 && !rule.branches.includes(rental.branch)) {
    return { kind: 'branch', branches: rule.branches };
  }
  return null;
}

/**
 * What a code takes off a rental amount, in whole rupees: a percent code rounds down to the
 * rupee (integer arithmetic, in the renter's disfavour by less than a rupee, as the advance
 * rounds up in the business's); a flat code takes at most the whole amount. Never negative.
 */
export function promoDiscount(rule: Pick<PromoRule, 'kind' | 'value'>, amount: number): number {
  if (amount <= 0 || rule.value <= 0) return 0;
  if (rule.kind === 'percent') return Math.floor((amount * Math.min(rule.value, 100)) / 100);
  return Math.min(rule.value, amount);
}

/** "10 % off", "₹500 off" */
export function describePromo(rule: Pick<PromoRule, 'kind' | 'value'>): string {
  return rule.kind === 'percent' ? `${rule.value} % off` : `${formatRupees(rule.value)} off`;
}

const NullableDateSchema = IsoDateSchema.nullable();

/** POST /api/admin/promo-codes (and PUT, less the code): the owner's form. */
const PromoFieldsSchema = z.object({
  kind: z.enum(PROMO_KINDS, { error: 'Choose percent or flat rupees.' }),
  value: z
    .number({ error: 'Enter the discount as a whole number.' })
    .int('Enter the discount as a whole number.')
    .min(1, 'The discount must be at least 1.'),
  validFrom: NullableDateSchema.default(null),
  validTo: NullableDateSchema.default(null),
  minDays: z
    .number({ error: 'Enter the minimum days as a whole number.' })
    .int('Enter the minimum days as a whole number.')
    .min(1, 'The minimum is at least 1 day.')
    .max(90, 'The minimum is at most 90 days.')
    .default(1),
  carTypes: z.array(z.enum(CAR_TYPES, { error: 'Choose car types from the list.' })).default([]),
  branches: z.array(z.enum(BRANCH_NAMES, { error: 'Choose branches from the list.' })).default([]),
  maxUses: z
    .number({ error: 'Enter the total uses as a whole number.' })
    .int('Enter the total uses as a whole number.')
    .min(1, 'Allow at least 1 use, or leave it empty for no limit.')
    .max(1_000_000, 'Allow at most 1,000,000 uses.')
    .nullable()
    .default(null),
  oncePerRenter: z.boolean().default(true),
});

type PromoFields = z.output<typeof PromoFieldsSchema>;

function checkFields(v: PromoFields, ctx: z.RefinementCtx): void {
  const max = v.kind === 'percent' ? MAX_PROMO_PERCENT : MAX_PROMO_FLAT_RUPEES;
  if (v.value > max) {
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      message:
        v.kind === 'percent'
          ? `A percent code takes at most ${MAX_PROMO_PERCENT} % off.`
          : `A flat code takes at most ${formatRupees(MAX_PROMO_FLAT_RUPEES)} off.`,
    });
  }
  if (v.validFrom && v.validTo && v.validTo < v.validFrom) {
    ctx.addIssue({
      code: 'custom',
      path: ['validTo'],
      message: 'The last valid day cannot be before the first.',
    });
  }
}

export const PromoCodeCreateSchema = PromoFieldsSchema.extend({
  code: PromoCodeTextSchema,
}).superRefine(checkFields);
export type PromoCodeCreate = z.input<typeof PromoCodeCreateSchema>;

export const PromoCodeUpdateSchema = PromoFieldsSchema.extend({
  active: z.boolean().default(true),
}).superRefine(checkFields);
export type PromoCodeUpdate = z.input<typeof PromoCodeUpdateSchema>;

export const PromoCodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number().int(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  minDays: z.number().int(),
  carTypes: z.array(z.string()),
  branches: z.array(z.string()),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  oncePerRenter: z.boolean(),
  active: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  /** On the owner's save only: a flat code that covers a whole rental it applies to. */
  warning: z.string().optional(),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;
export const PromoCodeListSchema = z.array(PromoCodeSchema);

/** POST /api/promo-codes/check: the code and the rental it would apply to. */
export const PromoCheckSchema = z.object({
  code: PromoCodeTextSchema,
  carId: IdSchema,
  pickupDate: IsoDateSchema,
  pickupTime: TimeSchema,
  returnDate: IsoDateSchema,
  returnTime: TimeSchema,
});
export type PromoCheck = z.input<typeof PromoCheckSchema>;

export const PromoCheckAnswerSchema = z.object({
  code: z.string(),
  /** "10 % off" */
  description: z.string(),
  totalDays: z.number().int(),
  /** Price per day × days, before the discount. */
  rentalAmount: z.number().int(),
  discount: z.number().int(),
  /** What the booking would cost: rentalAmount − discount. */
  totalAmount: z.number().int(),
});
export type PromoCheckAnswer = z.infer<typeof PromoCheckAnswerSchema>;

/** PATCH /api/offers/{id}: the code an offer shows, or null for none. */
export const OfferPromoSchema = z.object({ promoCode: PromoCodeTextSchema.nullable() });
export type OfferPromo = z.input<typeof OfferPromoSchema>;

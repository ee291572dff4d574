import { z } from 'zod';
import { IsoDateSchema } from '../fields';
import {
  DATE_RULE_KINDS,
  GST_RATES,
  MAX_DATE_RULE_PERCENT,
  MAX_MIN_HOURS,
  MIN_DATE_RULE_PERCENT,
} from './rate-card';

// docs/product.md#rate-plans: the owner's forms for rate cards, GST per car and date rules. Kept
// apart from rate-card.ts so the public car list prices cars without loading zod's schemas.

/** A form sends '' for an empty field: that clears the plan; a field left out keeps it. */
const emptyIsNull = (v: unknown) =>
  v === '' || v === null ? null : typeof v === 'string' ? Number(v) : v;

const optionalRupees = (what: string) =>
  z
    .preprocess(
      emptyIsNull,
      z
        .number({ error: `Enter the ${what} in whole rupees.` })
        .int(`Enter the ${what} in whole rupees.`)
        .min(1, `The ${what} must be at least ₹1.`)
        .max(1_000_000, `The ${what} must be at most ₹10,00,000.`)
        .nullable(),
    )
    .optional();

/**
 * The optional plans and the GST of a car, as the car form sends them (multipart strings or
 * JSON numbers). docs/product.md#rate-plans.
 */
export const CarRateFieldsSchema = z.object({
  pricePerHour: optionalRupees('price per hour'),
  minHours: z
    .preprocess(
      emptyIsNull,
      z
        .number({ error: 'Enter the minimum hours as a whole number.' })
        .int('Enter the minimum hours as a whole number.')
        .min(1, 'The minimum is at least 1 hour.')
        .max(MAX_MIN_HOURS, `The minimum is at most ${MAX_MIN_HOURS} hours.`)
        .nullable(),
    )
    .optional(),
  pricePerWeek: optionalRupees('price per week'),
  pricePerMonth: optionalRupees('price per month'),
  unlimitedKmPerDay: optionalRupees('unlimited-km price per day'),
  gstRatePercent: z
    .preprocess(
      emptyIsNull,
      z
        .number({ error: 'Choose a GST rate.' })
        .refine((v) => (GST_RATES as readonly number[]).includes(v), {
          message: `The GST rate is one of ${GST_RATES.join(', ')} %.`,
        })
        .nullable(),
    )
    .optional(),
  sac: z
    .preprocess(
      (v) => (v === '' ? null : v),
      z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'The service code (SAC) is 6 digits.')
        .nullable(),
    )
    .optional(),
});
export type CarRateFields = z.output<typeof CarRateFieldsSchema>;

export const DATE_RULE_MESSAGES = {
  rangeNeedsDates: 'Enter the first and the last day of the range.',
  toBeforeFrom: 'The last day cannot be before the first.',
  notFound: 'Date rule not found.',
  removed: 'Date rule removed.',
} as const;

/** POST /api/admin/date-rules: one owner's rule, for the whole fleet. */
export const DateRuleInputSchema = z
  .object({
    kind: z.enum(DATE_RULE_KINDS, { error: 'Choose a date range or weekends.' }),
    label: z
      .string()
      .trim()
      .min(1, 'Name the rule, e.g. Diwali.')
      .max(60, 'Keep the name under 60 characters.'),
    percent: z
      .number({ error: 'Enter the change as a whole percentage.' })
      .int('Enter the change as a whole percentage.')
      .min(MIN_DATE_RULE_PERCENT, `The change is at least ${MIN_DATE_RULE_PERCENT} %.`)
      .max(MAX_DATE_RULE_PERCENT, `The change is at most +${MAX_DATE_RULE_PERCENT} %.`)
      .refine((v) => v !== 0, 'A rule of 0 % changes nothing.'),
    from: IsoDateSchema.nullable().default(null),
    to: IsoDateSchema.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== 'range') return;
    if (!v.from || !v.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: DATE_RULE_MESSAGES.rangeNeedsDates });
    } else if (v.to < v.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: DATE_RULE_MESSAGES.toBeforeFrom });
    }
  });
export type DateRuleInput = z.input<typeof DateRuleInputSchema>;

/** POST /api/admin/date-rules: a rule, for one car (carId) or every car (null or left out). */
export const DateRuleCreateSchema = DateRuleInputSchema.and(
  z.object({ carId: z.string().trim().min(1).nullable().default(null) }),
);
export type DateRuleCreate = z.input<typeof DateRuleCreateSchema>;

export const DateRuleSchema = z.object({
  _id: z.string(),
  /** null: every car. */
  carId: z.string().nullable(),
  kind: z.enum(DATE_RULE_KINDS),
  label: z.string(),
  percent: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type StoredDateRule = z.infer<typeof DateRuleSchema>;
export const DateRuleListSchema = z.array(DateRuleSchema);

/** GET /api/admin/rates: one row per live car, its day price and optional plans. */
export const FleetRatesSchema = z.object({
  cars: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      type: z.string(),
      branch: z.string(),
      price: z.number().int(),
      pricePerDay: z.number().int(),
      pricePerHour: z.number().int().nullable(),
      minHours: z.number().int().nullable(),
      pricePerWeek: z.number().int().nullable(),
      pricePerMonth: z.number().int().nullable(),
      unlimitedKmPerDay: z.number().int().nullable(),
      gstRatePercent: z.number().int().nullable(),
      sac: z.string().nullable(),
    }),
  ),
  rules: DateRuleListSchema,
});
export type FleetRates = z.infer<typeof FleetRatesSchema>;

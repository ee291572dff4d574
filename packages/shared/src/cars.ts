import { z } from 'zod';
import { BRANCH_NAMES } from './business';
import { CAR_TYPES, FUELS, TRANSMISSIONS } from './constants';
import { optionalText, text } from './fields';
import { normaliseRegistrationNumber } from './registration-number';
import { CarRateFieldsSchema } from './pricing/rate-card-schemas';
import { formatRupees } from './rental';

/** A car as the API answers it (docs/product.md#cars). */
export const CarSchema = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  type: z.enum(CAR_TYPES),
  fuel: z.enum(FUELS),
  seats: z.number().int(),
  transmission: z.enum(TRANSMISSIONS),
  price: z.number().int(),
  /** docs/product.md#reviews: computed from the car's published reviews, never stored. */
  rating: z
    .number()
    .nullable()
    .meta({ description: "Mean of the car's published reviews to one decimal; null with none." }),
  reviewCount: z.number().int().meta({ description: 'How many published reviews the car has.' }),
  available: z.boolean(),
  featured: z.boolean(),
  /** Large WebP images, at most MAX_CAR_IMAGES. */
  images: z.array(z.string()),
  /** Thumbnails in the same order as images. */
  thumbnails: z.array(z.string()),
  description: z.string(),
  features: z.array(z.string()),
  registrationNumber: z.string(),
  /** The car's home branch. */
  branch: z.enum(BRANCH_NAMES).meta({ description: "The car's home branch." }),
  /** docs/product.md#rate-plans: the optional plans (null: none) and GST (null: the settings). */
  pricePerHour: z.number().int().nullable(),
  minHours: z.number().int().nullable(),
  pricePerWeek: z.number().int().nullable(),
  pricePerMonth: z.number().int().nullable(),
  unlimitedKmPerDay: z.number().int().nullable(),
  gstRatePercent: z.number().int().nullable(),
  sac: z.string().nullable(),
  freeForDates: z
    .boolean()
    .optional()
    .meta({
      description:
        'Only in GET /api/cars?from=…&to=…: whether the car can be booked for that period (it is ' +
        'available and no Pending or Confirmed booking or maintenance block, 2-hour cleaning ' +
        'buffer included, overlaps it).',
    }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A car exactly as the API answers it (`branch` always present). */
export type CarAnswer = z.infer<typeof CarSchema>;
/**
 * A car as the screens hold it. `branch` is always present in answers (CarSchema, which also
 * feeds the OpenAPI document, requires it); this type keeps it optional for now so that car
 * objects written before branches existed (test fixtures of the web app) still compile.
 */
export type Car = Omit<CarAnswer, 'branch' | RatePlanKey> &
  Partial<Pick<CarAnswer, 'branch' | RatePlanKey>>;
/** Optional in `Car` for the same reason: cars written before rate plans existed. */
type RatePlanKey =
  | 'pricePerHour'
  | 'minHours'
  | 'pricePerWeek'
  | 'pricePerMonth'
  | 'unlimitedKmPerDay'
  | 'gstRatePercent'
  | 'sac';
export const CarListSchema = z.array(CarSchema);

const booleanField = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

/** docs/product.md#admin: features are split on commas, trimmed, empties dropped. */
export function splitFeatures(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input.flatMap((f) => f.split(','));
  return parts.map((f) => f.trim()).filter(Boolean);
}

export const RegistrationNumberSchema = z
  .string()
  .trim()
  .min(1, 'Registration number is required.')
  .transform((v, ctx) => {
    const normal = normaliseRegistrationNumber(v);
    if (!normal) {
      ctx.addIssue({
        code: 'custom',
        message: 'Enter a valid registration number, e.g. TS 08 AB 1234.',
      });
      return z.NEVER;
    }
    return normal;
  });

/** How many seats a car may have, and its price per day in whole rupees: checked and shown. */
export const CAR_SEATS = { min: 2, max: 15 } as const;
export const CAR_PRICE_PER_DAY = { min: 100, max: 100_000 } as const;

/**
 * The text fields of the add-car and edit-car forms (docs/product.md#api: multipart). Numbers and
 * booleans arrive as strings from a form, so they are coerced here, once, for both sides.
 */
export const CarFieldsSchema = CarRateFieldsSchema.extend({
  name: text('Name', 80),
  brand: text('Brand', 40),
  type: z.enum(CAR_TYPES, { error: `Type must be one of ${CAR_TYPES.join(', ')}.` }),
  fuel: z.enum(FUELS, { error: `Fuel must be one of ${FUELS.join(', ')}.` }),
  seats: z.coerce
    .number({ error: 'Seats must be a number.' })
    .int('Seats must be a whole number.')
    .min(CAR_SEATS.min, `Seats must be at least ${CAR_SEATS.min}.`)
    .max(CAR_SEATS.max, `Seats must be at most ${CAR_SEATS.max}.`),
  transmission: z.enum(TRANSMISSIONS, { error: 'Transmission must be Automatic or Manual.' }),
  price: z.coerce
    .number({ error: 'Price must be a number.' })
    .int('Price must be in whole rupees.')
    .min(
      CAR_PRICE_PER_DAY.min,
      `Price must be at least ${formatRupees(CAR_PRICE_PER_DAY.min)} a day.`,
    )
    .max(
      CAR_PRICE_PER_DAY.max,
      `Price must be at most ${formatRupees(CAR_PRICE_PER_DAY.max)} a day.`,
    ),
  description: text('Description', 2000, 'multi'),
  features: z
    .union([z.string(), z.array(z.string())])
    .transform(splitFeatures)
    .pipe(
      z
        .array(optionalText('A feature', 60))
        .min(1, 'Add at least one feature.')
        .max(20, 'At most 20 features.'),
    ),
  registrationNumber: RegistrationNumberSchema,
  featured: booleanField.default(false),
  /** Optional so older forms keep working; add defaults to Boduppal, edit keeps it. */
  branch: z
    .enum(BRANCH_NAMES, { error: `Branch must be one of ${BRANCH_NAMES.join(', ')}.` })
    .optional(),
});
export type CarFields = z.infer<typeof CarFieldsSchema>;

/** Edit car: the same fields plus availability (docs/product.md#admin); left out, it is kept. */
export const CarUpdateFieldsSchema = CarFieldsSchema.extend({
  available: booleanField.optional(),
});
export type CarUpdateFields = z.infer<typeof CarUpdateFieldsSchema>;

import { z } from 'zod';
import { FUEL_LEVELS } from './bill';
import { BRAND_NAME } from './business';
import {
  DEPOSIT_POLICY,
  EXTRA_KM_CHARGE_RUPEES,
  KM_ALLOWANCE_PER_DAY,
  MIN_RENTER_AGE,
} from './constants';
import { OtpCodeSchema } from './customers';
import { TERMS_MESSAGES } from './messages';
import { MAX_ODOMETER_KM } from './handover';
import { MAX_ENTRY_AMOUNT } from './payments';
import type { PolicyFigures } from './policy';

// docs/product.md#rental-agreement: before the keys, the renter reads a summary of the rental
// and the terms in force and accepts them with a one-time code sent to their mobile.

/** What the staff have read off the car when they ask for the renter's code. */
export const AgreementRequestSchema = z.object({
  odometerKm: z
    .number({ error: 'Enter the odometer reading in km.' })
    .int('Enter the odometer reading in whole km.')
    .min(0, 'Enter the odometer reading in km.')
    .max(MAX_ODOMETER_KM, 'Check the odometer reading.'),
  fuelLevel: z.enum(FUEL_LEVELS, { error: 'Choose the fuel level.' }),
  damageNotes: z.string().trim().max(1000, 'Keep the notes under 1,000 characters.').default(''),
  /** The deposit to be taken with the keys, whole rupees; null when none. */
  depositAmount: z
    .number({ error: 'Enter the deposit in whole rupees.' })
    .int('Enter the deposit in whole rupees.')
    .min(1, 'Enter the deposit in whole rupees.')
    .max(MAX_ENTRY_AMOUNT, 'Check the deposit.')
    .nullable()
    .default(null),
});
export type AgreementRequest = z.input<typeof AgreementRequestSchema>;

export const AgreementAcceptSchema = z.object({ code: OtpCodeSchema });

/** What the renter accepts, kept as it was shown. */
export const AgreementSummarySchema = z.object({
  bookingReference: z.string(),
  renterName: z.string(),
  car: z.string(),
  registration: z.string(),
  pickupAt: z.string(),
  returnAt: z.string(),
  kmPlan: z.string(),
  odometerKm: z.number().int(),
  fuelLevel: z.enum(FUEL_LEVELS),
  damageNotes: z.string(),
  deposit: z.string(),
  chargesAfterTrip: z.string(),
  rentalAmount: z.number().int(),
});
export type AgreementSummary = z.infer<typeof AgreementSummarySchema>;

export const TermsVersionSchema = z.object({
  version: z.number().int(),
  /** SHA-256 of the text, hex: printed on every agreement made under this version. */
  sha256: z.string(),
  text: z.string(),
  publishedAt: z.string(),
});
export type TermsVersion = z.infer<typeof TermsVersionSchema>;

export const AgreementSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  /** awaiting-code: a code was sent and not yet given back. */
  status: z.enum(['awaiting-code', 'accepted']),
  summary: AgreementSummarySchema,
  terms: TermsVersionSchema.pick({ version: true, sha256: true }),
  /** The last four digits of the mobile the code went to. */
  sentTo: z.string(),
  requestedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Agreement = z.infer<typeof AgreementSchema>;

export const BookingAgreementSchema = z.object({ agreement: AgreementSchema.nullable() });

/** The km plan as the renter reads it. */
export function kmPlanText(plan: string): string {
  return plan === 'unlimited'
    ? 'Unlimited km.'
    : `${KM_ALLOWANCE_PER_DAY} km a day included; each extra km ₹${EXTRA_KM_CHARGE_RUPEES}.`;
}

type Figures = Pick<
  PolicyFigures,
  'postTripDays' | 'disputeHours' | 'depositHoldDays' | 'lateGraceMinutes'
>;

/** What may be charged after the keys come back, with the figures this server runs on. */
export function chargesAfterTripText(f: Figures): string {
  return (
    `At the return: extra km, fuel below the pickup level, and a day for each started 24 hours ` +
    `more than ${f.lateGraceMinutes} minutes late. Tolls, traffic challans and damage found ` +
    `later may be charged within ${f.postTripDays} days, each with its proof; you have ` +
    `${f.disputeHours} hours to pay or dispute each. The deposit comes back ` +
    `${f.depositHoldDays} days after the return, less the charges then due.`
  );
}

/**
 * The terms a renter accepts, as plain text. Built from the same rules as the Terms page, so a
 * change of either rule or figure makes a new terms version (docs/product.md#rental-agreement).
 */
export function rentalTermsText(f: Figures): string {
  return [
    `${BRAND_NAME}: terms of the self-drive rental`,
    `1. The driver is the renter named in the booking, at least ${MIN_RENTER_AGE} years old, with a valid 4-wheeler licence.`,
    `2. ${DEPOSIT_POLICY}`,
    `3. Each rental day includes ${KM_ALLOWANCE_PER_DAY} km; each extra km costs ₹${EXTRA_KM_CHARGE_RUPEES}, read from the odometer at pickup and return.`,
    '4. Return the car at the fuel level it went out with; a shortfall is charged at cost.',
    `5. ${chargesAfterTripText(f)}`,
    '6. The car is photographed from every side at pickup and return; damage is charged only with a photo that shows it.',
    '7. Traffic fines, tolls and parking during the rental are the renter’s.',
    '8. No smoking, no off-road driving, no racing, no towing; the car stays in India.',
  ].join('\n');
}

/** docs/product.md#rental-agreement: the query of the agreement PDF's signed link. */
export const AgreementLinkQuerySchema = z.object({
  expires: z.coerce.number().int().positive().describe('When the link expires, in Unix seconds'),
  signature: z.string().min(1).max(100).describe('The signature of the agreement and expiry'),
});

/** The most characters of rental terms the owner may write. */
export const TERMS_TEXT_MAX = 20_000;

/** docs/product.md#rental-agreement: the owner's new text of the rental terms. */
export const TermsInputSchema = z.object({
  text: z
    .string({ error: TERMS_MESSAGES.empty })
    .trim()
    .min(1, TERMS_MESSAGES.empty)
    .max(TERMS_TEXT_MAX, TERMS_MESSAGES.tooLong),
});
export type TermsInput = z.input<typeof TermsInputSchema>;

/** Each version of the terms, newest first: who saved it (null when built from the rules). */
export const TermsHistorySchema = z.object({
  current: TermsVersionSchema,
  versions: z.array(
    z.object({
      version: z.number().int(),
      sha256: z.string(),
      publishedAt: z.string(),
      publishedBy: z.string().nullable(),
    }),
  ),
});
export type TermsHistory = z.infer<typeof TermsHistorySchema>;

import { z } from 'zod';
import { plainText } from './fields';
import { GSTIN_MESSAGES } from './messages';

/**
 * A GSTIN: 2-digit state code, the 10-character PAN, the entity number, "Z" and a check
 * character. The format only: whether it is registered is the tax adviser's check.
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Spaces dropped and letters in capitals before the format check: people type them either way. */
export const GstinSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(GSTIN_PATTERN, GSTIN_MESSAGES.invalid));

/** The most characters of the legal name registered with a GSTIN (GSTN allows 100). */
export const LEGAL_NAME_MAX = 100;

/** The legal name registered with the GSTIN, as the invoice is billed to it; one line. */
export const LegalNameSchema = plainText(
  z.string().trim().max(LEGAL_NAME_MAX, GSTIN_MESSAGES.legalNameTooLong),
  'Legal name',
);

/**
 * PUT /api/bookings/{id}/gstin (its renter): the business's GSTIN with the legal name registered
 * with it, or a null GSTIN for a consumer (the legal name is then dropped).
 */
export const RenterGstinSchema = z
  .object({ gstin: GstinSchema.nullable(), legalName: LegalNameSchema.nullish() })
  .superRefine((value, ctx) => {
    if (value.gstin !== null && !value.legalName) {
      ctx.addIssue({ code: 'custom', path: ['legalName'], message: GSTIN_MESSAGES.legalName });
    }
  })
  .transform(({ gstin, legalName }) => ({ gstin, legalName: gstin ? legalName! : null }));
export type RenterGstinInput = z.input<typeof RenterGstinSchema>;

/** The answer: the GSTIN and legal name now on the booking. */
export const RenterGstinAnswerSchema = z.object({
  gstin: z.string().nullable(),
  legalName: z.string().nullable(),
});
export type RenterGstinAnswer = z.infer<typeof RenterGstinAnswerSchema>;

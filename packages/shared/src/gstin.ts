import { z } from 'zod';
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

/** PUT /api/bookings/{id}/gstin (its renter): the business's GSTIN, or null for a consumer. */
export const RenterGstinSchema = z.object({ gstin: GstinSchema.nullable() });
export type RenterGstinInput = z.input<typeof RenterGstinSchema>;

/** The answer: the GSTIN now on the booking. */
export const RenterGstinAnswerSchema = z.object({ gstin: z.string().nullable() });

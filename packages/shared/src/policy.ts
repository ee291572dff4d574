import { z } from 'zod';

// docs/product.md#booking: the policy figures the running server is configured with
// (ADVANCE_PERCENT, PENDING_HOLD_HOURS, MAX_PENDING_BOOKINGS, LATE_GRACE_MINUTES). The Terms and
// the rental policies print these, never the built-in defaults.

export const PolicyFiguresSchema = z.object({
  /** Share of the rental amount the advance is, in per cent. */
  advancePercent: z.number().int(),
  /** How long a booking waiting for confirmation holds its car. */
  pendingHoldHours: z.number().int(),
  /** How many bookings one renter may have waiting for confirmation. */
  maxPendingBookings: z.number().int(),
  /** Minutes after the booked return before a late day is billed and the business is told. */
  lateGraceMinutes: z.number().int(),
  /** docs/product.md#after-the-trip: days after the return charges may still be added. */
  postTripDays: z.number().int(),
  /** Hours the renter has to pay or dispute a charge. */
  disputeHours: z.number().int(),
  /** Days after the return the deposit comes back, less the charges then due. */
  depositHoldDays: z.number().int(),
  /**
   * docs/product.md#handover-and-bill: whether the business is registered for GST
   * (BUSINESS_GSTIN set). Only then do its prices say they include GST; without it the invoice is
   * a receipt with no tax. The GSTIN itself is not sent.
   */
  gstRegistered: z.boolean(),
});
export type PolicyFigures = z.infer<typeof PolicyFiguresSchema>;

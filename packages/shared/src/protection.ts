import { z } from 'zod';
import { optionalText, text } from './fields';
import { formatRupees } from './rental';

// docs/product.md#protection-plans: the owner's protection plans (a price per day and the most a
// renter pays for damage), the one a booking keeps, and the staff's exclusion from its cap.

export const PROTECTION_NAME_MAX = 40;
export const PROTECTION_PRICE_MAX = 10_000;
export const PROTECTION_CAP_MAX = 500_000;
export const EXCLUSION_REASON_MAX = 500;

export const PROTECTION_MESSAGES = {
  notFound: 'Protection plan not found.',
  inactive: 'This protection plan is no longer offered. Please choose another.',
  nameTaken: 'A protection plan with this name already exists.',
  priceWhole: 'Enter the price per day in whole rupees.',
  priceRange: `The price per day must be between ₹0 and ${formatRupees(PROTECTION_PRICE_MAX)}.`,
  capWhole: 'Enter the damage cap in whole rupees.',
  capRange: `The damage cap must be between ₹0 and ${formatRupees(PROTECTION_CAP_MAX)}.`,
  sortOrder: 'Enter the order as a whole number from 0 to 99.',
  exclusionReason: "Give the reason the plan's damage cap does not apply (e.g. drunk driving).",
  capReached: (cap: number) =>
    `The renter's protection plan caps damage at ${formatRupees(cap)}, and that is already charged. Record an exclusion with its reason to charge more.`,
} as const;

const rupees = (whole: string, range: string, max: number) =>
  z.number({ error: whole }).int(whole).min(0, range).max(max, range);

/** POST and PUT /api/admin/protection-plans: what the owner sets. */
export const ProtectionPlanInputSchema = z.object({
  name: text('Name', PROTECTION_NAME_MAX),
  pricePerDay: rupees(
    PROTECTION_MESSAGES.priceWhole,
    PROTECTION_MESSAGES.priceRange,
    PROTECTION_PRICE_MAX,
  ),
  /** The most the renter pays for damage on a booking with this plan. */
  damageCap: rupees(PROTECTION_MESSAGES.capWhole, PROTECTION_MESSAGES.capRange, PROTECTION_CAP_MAX),
  active: z.boolean().default(true),
  sortOrder: z
    .number({ error: PROTECTION_MESSAGES.sortOrder })
    .int(PROTECTION_MESSAGES.sortOrder)
    .min(0, PROTECTION_MESSAGES.sortOrder)
    .max(99, PROTECTION_MESSAGES.sortOrder)
    .default(0),
});
export type ProtectionPlanInput = z.input<typeof ProtectionPlanInputSchema>;

export const ProtectionPlanSchema = z.object({
  _id: z.string(),
  name: z.string(),
  pricePerDay: z.number().int(),
  damageCap: z.number().int(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type ProtectionPlan = z.infer<typeof ProtectionPlanSchema>;
export const ProtectionPlanListSchema = z.array(ProtectionPlanSchema);

/** The plan as a booking keeps it: an owner's later edit never changes an existing booking. */
export const BookingProtectionSchema = z.object({
  planId: z.string(),
  name: z.string(),
  pricePerDay: z.number().int(),
  damageCap: z.number().int(),
});
export type BookingProtection = z.infer<typeof BookingProtectionSchema>;

/**
 * The plan a booking gets when the renter names none: the cheapest offered (the free one when
 * there is one), then the first in the owner's order.
 */
export function defaultPlan<T extends Pick<ProtectionPlan, 'pricePerDay' | 'sortOrder' | 'active'>>(
  plans: readonly T[],
): T | null {
  const offered = plans.filter((p) => p.active);
  return (
    [...offered].sort((a, b) => a.pricePerDay - b.pricePerDay || a.sortOrder - b.sortOrder)[0] ??
    null
  );
}

/** The exclusion staff may record on a damage charge: the cap is lifted, with the reason why. */
export const CapExclusionSchema = z.object({
  excludeFromCap: z.boolean().default(false),
  exclusionReason: optionalText('Reason', EXCLUSION_REASON_MAX, 'multi').default(''),
});

/** An exclusion needs its reason: refused on the reason's field. */
export function refuseExclusionWithoutReason(
  v: { excludeFromCap: boolean; exclusionReason: string },
  ctx: z.RefinementCtx,
): void {
  if (v.excludeFromCap && !v.exclusionReason) {
    ctx.addIssue({
      code: 'custom',
      path: ['exclusionReason'],
      message: PROTECTION_MESSAGES.exclusionReason,
    });
  }
}

import { z } from 'zod';
import { EXTRA_KM_CHARGE_RUPEES, KM_ALLOWANCE_PER_DAY } from './constants';
import { DAY_MS } from './kolkata-time';
import type { Quote } from './pricing/quote';

// docs/product.md#handover-and-bill: the final bill of a returned car, computed by the server
// from the stored booking and the two handover records; the screens show the same lines.

export const FUEL_LEVELS = ['Empty', '1/4', '1/2', '3/4', 'Full'] as const;
export type FuelLevel = (typeof FUEL_LEVELS)[number];

/** Lines the staff enter at the return, each with a description. */
export const EXTRA_CHARGE_KINDS = ['fuel', 'damage', 'tolls', 'fines', 'cleaning'] as const;
export type ExtraChargeKind = (typeof EXTRA_CHARGE_KINDS)[number];

export const EXTRA_CHARGE_LABELS: Record<ExtraChargeKind, string> = {
  fuel: 'Refuelling',
  damage: 'Damage',
  tolls: 'Tolls',
  fines: 'Fines',
  cleaning: 'Cleaning',
};

/** The largest single line staff may enter, so a slip of the finger cannot bill a fortune. */
export const MAX_CHARGE_RUPEES = 500_000;

export const ExtraChargeSchema = z.object({
  kind: z.enum(EXTRA_CHARGE_KINDS, { error: 'Choose what the charge is for.' }),
  description: z
    .string()
    .trim()
    .min(1, 'Say what the charge is for.')
    .max(200, 'Keep the description under 200 characters.'),
  amount: z
    .number({ error: 'Enter the amount in whole rupees.' })
    .int('Enter the amount in whole rupees.')
    .min(1, 'The amount must be at least ₹1.')
    .max(
      MAX_CHARGE_RUPEES,
      `The amount cannot be more than ₹${MAX_CHARGE_RUPEES.toLocaleString('en-IN')}.`,
    ),
});
export type ExtraCharge = z.infer<typeof ExtraChargeSchema>;

export const BILL_LINE_KINDS = [
  'rental',
  'date_rule',
  'km_plan',
  'discount',
  'delivery',
  'protection',
  'extra_km',
  'late_return',
  ...EXTRA_CHARGE_KINDS,
] as const;
export type BillLineKind = (typeof BILL_LINE_KINDS)[number];

export const BillLineSchema = z.object({
  kind: z.enum(BILL_LINE_KINDS),
  description: z.string(),
  amount: z.number().int(),
});
export type BillLine = z.infer<typeof BillLineSchema>;

export const BillSchema = z.object({
  lines: z.array(BillLineSchema),
  total: z.number().int(),
  kmDriven: z.number().int(),
  kmAllowed: z.number().int(),
  extraKm: z.number().int(),
  lateDays: z.number().int(),
});
export type Bill = z.infer<typeof BillSchema>;

/** What each line of a bill is for, as its title on screens and invoices. */
export const BILL_LINE_TITLES: Record<BillLineKind, string> = {
  rental: 'Rental',
  date_rule: 'Date price',
  km_plan: 'Kilometre plan',
  discount: 'Promo discount',
  delivery: 'Doorstep service',
  protection: 'Protection plan',
  extra_km: 'Extra kilometres',
  late_return: 'Late return',
  ...EXTRA_CHARGE_LABELS,
};

/** A line in one sentence: what it is for, then how it was worked out. */
export function describeBillLine(line: BillLine): string {
  return `${BILL_LINE_TITLES[line.kind]}: ${line.description}`;
}

export interface BillFacts {
  pricePerDay: number;
  /** The booked rental days (after any extension). */
  totalDays: number;
  bookedReturnAt: Date;
  returnedAt: Date;
  odometerOut: number;
  odometerIn: number;
  lateGraceMinutes: number;
  charges: ExtraCharge[];
  /** docs/product.md#promo-codes: the code applied at booking and what it took off the rental. */
  promo?: { code: string; discount: number } | null;
  /**
   * docs/product.md#rate-plans: the booking's quote. Its rental, date and km-plan lines are the
   * bill's first lines and its allowance the km included (none with unlimited km); without it the
   * rental is totalDays × pricePerDay with the per-day allowance, as before rate plans.
   */
  quote?: Pick<Quote, 'lines' | 'kmAllowance'> | null;
}

/**
 * Days charged for a late return: none within the grace, then one for each started 24 hours
 * after the booked return (a minute past the grace is a day; 25 hours late is two).
 */
export function lateReturnDays(
  bookedReturnAt: Date,
  returnedAt: Date,
  graceMinutes: number,
): number {
  const lateMs = returnedAt.getTime() - bookedReturnAt.getTime();
  if (lateMs <= graceMinutes * 60_000) return 0;
  return Math.ceil(lateMs / DAY_MS);
}

const km = (n: number) => `${n.toLocaleString('en-IN')} km`;
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/**
 * The rental, the promo discount as its own negative line (the discount taken at booking, never
 * more than the rental), the kilometres beyond the allowance of every charged day (booked and
 * late ones), the late days at the booking's price, and the staff's lines.
 */
export function computeBill(facts: BillFacts): Bill {
  const lateDays = lateReturnDays(facts.bookedReturnAt, facts.returnedAt, facts.lateGraceMinutes);
  const kmDriven = facts.odometerIn - facts.odometerOut;
  const unlimited = facts.quote ? facts.quote.kmAllowance === null : false;
  const booked = facts.quote
    ? (facts.quote.kmAllowance ?? 0)
    : KM_ALLOWANCE_PER_DAY * facts.totalDays;
  const kmAllowed = unlimited ? 0 : booked + KM_ALLOWANCE_PER_DAY * lateDays;
  const extraKm = unlimited ? 0 : Math.max(0, kmDriven - kmAllowed);
  const lines: BillLine[] = facts.quote
    ? facts.quote.lines
        .filter((l) => l.kind !== 'discount' && l.amount !== 0)
        .map((l) => ({ kind: l.kind as BillLineKind, description: l.label, amount: l.amount }))
    : [
        {
          kind: 'rental',
          description: `${facts.totalDays} ${facts.totalDays === 1 ? 'day' : 'days'} × ${rupees(facts.pricePerDay)}`,
          amount: facts.totalDays * facts.pricePerDay,
        },
      ];
  const rental = lines.reduce((sum, l) => sum + l.amount, 0);
  if (facts.promo && facts.promo.discount > 0) {
    lines.push({
      kind: 'discount',
      description: `Promo code ${facts.promo.code}`,
      amount: -Math.min(facts.promo.discount, rental),
    });
  }
  if (extraKm > 0) {
    lines.push({
      kind: 'extra_km',
      description: `${km(extraKm)} over the ${km(kmAllowed)} allowance × ${rupees(EXTRA_KM_CHARGE_RUPEES)}`,
      amount: extraKm * EXTRA_KM_CHARGE_RUPEES,
    });
  }
  if (lateDays > 0) {
    lines.push({
      kind: 'late_return',
      description: `${lateDays} ${lateDays === 1 ? 'day' : 'days'} after the grace × ${rupees(facts.pricePerDay)}`,
      amount: lateDays * facts.pricePerDay,
    });
  }
  for (const charge of facts.charges) {
    lines.push({ kind: charge.kind, description: charge.description, amount: charge.amount });
  }
  return {
    lines,
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    kmDriven,
    kmAllowed,
    extraKm,
    lateDays,
  };
}

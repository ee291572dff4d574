import { z } from 'zod';
import { DamagePhotoCitesSchema } from './damage-claims';
import { optionalText, text } from './fields';
import { MAX_ENTRY_AMOUNT, UpiReferenceSchema } from './payments';
import { CapExclusionSchema, refuseExclusionWithoutReason } from './protection';
import { formatRupees } from './rental';

// docs/product.md#after-the-trip: charges added to a Completed booking after the return (tolls,
// challans, damage…), the renter's payment or dispute, and the deposit returned on a known date.

export const CHARGE_TYPES = ['toll', 'challan', 'damage', 'cleaning', 'fuel', 'other'] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];

export const CHARGE_TYPE_LABELS: Record<ChargeType, string> = {
  toll: 'Toll',
  challan: 'Traffic challan',
  damage: 'Damage',
  cleaning: 'Cleaning',
  fuel: 'Fuel',
  other: 'Other',
};

/**
 * open: within the dispute window; payment_submitted: a UPI reference waits for the staff's check;
 * disputed: waiting for the staff's decision; due: upheld, or undisputed past the window;
 * paid, waived, recovered (taken from the deposit): settled.
 */
export const CHARGE_STATUSES = [
  'open',
  'payment_submitted',
  'disputed',
  'due',
  'paid',
  'waived',
  'recovered',
] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const CHARGE_STATUS_LABELS: Record<ChargeStatus, string> = {
  open: 'To pay or dispute',
  payment_submitted: 'Payment to check',
  disputed: 'Disputed',
  due: 'Due',
  paid: 'Paid',
  waived: 'Waived',
  recovered: 'Taken from the deposit',
};

/** Defaults of the POST_TRIP_DAYS, DISPUTE_HOURS and DEPOSIT_HOLD_DAYS settings. */
export const DEFAULT_POST_TRIP_DAYS = 90;
export const DEFAULT_DISPUTE_HOURS = 48;
export const DEFAULT_DEPOSIT_HOLD_DAYS = 15;

/**
 * Default of DEBIT_NOTE_TYPES: the charge types that are a supply of the business and get a debit
 * note. A traffic challan is passed on as a pure agent, so it is not one by default.
 */
export const DEFAULT_DEBIT_NOTE_TYPES: ChargeType[] = [
  'toll',
  'damage',
  'cleaning',
  'fuel',
  'other',
];

export const CHARGE_REFERENCE_MAX = 60;
export const CHARGE_NOTE_MAX = 500;
export const CHARGE_REASON_MAX = 500;
export const MAX_CHARGE_FILES = 5;

export const CHARGE_MESSAGES = {
  notCompleted: 'Charges can only be added to a completed booking.',
  tooLate: (days: number) =>
    `Charges can only be added within ${days} days of the return of the car.`,
  type: `Type must be one of ${CHARGE_TYPES.join(', ')}.`,
  amountWhole: 'Amount must be in whole rupees.',
  amountPositive: 'Amount must be at least ₹1.',
  amountTooLarge: `Amount must be at most ${formatRupees(MAX_ENTRY_AMOUNT)}.`,
  tooManyFiles: `Attach at most ${MAX_CHARGE_FILES} evidence files.`,
  badForm: 'Send the charge as a JSON field named "charge" with its evidence files.',
  notFound: 'Charge not found.',
  fileNotFound: 'Evidence file not found.',
  settled: 'This charge is already settled.',
  paymentPending: 'A payment for this charge is already waiting to be checked.',
  disputeClosed: (hours: number) =>
    `A charge can only be disputed within ${hours} hours of being raised.`,
  alreadyDisputed: 'This charge is already disputed.',
  notDisputed: 'Only a disputed charge can be decided.',
  reasonRequired: 'Please give the reason.',
  noDebitNote: 'This charge has no debit note: it is not a supply of the business.',
  debitNoteNotYet: 'The debit note is issued once the charge is due or paid.',
} as const;

const amount = z
  .number(CHARGE_MESSAGES.amountWhole)
  .int(CHARGE_MESSAGES.amountWhole)
  .min(1, CHARGE_MESSAGES.amountPositive)
  .max(MAX_ENTRY_AMOUNT, CHARGE_MESSAGES.amountTooLarge);

/** The "charge" field of POST /api/bookings/{id}/charges (multipart, with its files). */
export const NewChargeSchema = z
  .object({
    type: z.enum(CHARGE_TYPES, { error: CHARGE_MESSAGES.type }),
    amount,
    reference: optionalText('Reference', CHARGE_REFERENCE_MAX).default(''),
    note: optionalText('Note', CHARGE_NOTE_MAX, 'multi').default(''),
    /** docs/product.md#damage-claims: the pickup or return photos a damage charge cites. */
    photos: DamagePhotoCitesSchema,
  })
  // docs/product.md#protection-plans: a damage charge may lift the plan's cap, with the reason.
  .extend(CapExclusionSchema.shape)
  .superRefine(refuseExclusionWithoutReason);
export type NewCharge = z.output<typeof NewChargeSchema>;

export const ChargePaymentSchema = z.object({ reference: UpiReferenceSchema });

export const ChargeDisputeSchema = z.object({
  reason: text('Reason', CHARGE_REASON_MAX, 'multi'),
});

export const ChargeDecisionSchema = z.object({
  decision: z.enum(['uphold', 'waive'], { error: 'Decision must be uphold or waive.' }),
  reason: text('Reason', CHARGE_REASON_MAX, 'multi'),
});
export type ChargeDecision = z.output<typeof ChargeDecisionSchema>;

export const ChargeFileSchema = z.object({
  id: z.string(),
  contentType: z.string(),
  /** GET this address with the bearer token: the files are private. */
  url: z.string(),
});

export const ChargeSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  type: z.enum(CHARGE_TYPES),
  amount: z.number().int(),
  reference: z.string(),
  note: z.string(),
  status: z.enum(CHARGE_STATUSES),
  files: z.array(ChargeFileSchema),
  /** The pickup or return photos it cites (`return:rear`), for a damage charge. */
  photos: z.array(z.string()),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  /** Until when the renter may dispute it. */
  disputeUntil: z.string(),
  disputeReason: z.string().nullable(),
  disputedAt: z.string().nullable(),
  decision: z.enum(['upheld', 'waived']).nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The ledger entry of the renter's UPI payment, when one was sent. */
  paymentId: z.string().nullable(),
  /** What that payment was for, in rupees: the charge's part the renter paid. */
  paymentAmount: z.number().int().nullable(),
  /** docs/product.md#protection-plans: what staff asked when the plan's cap lowered a damage charge. */
  amountAsked: z.number().int().nullable(),
  /** Why the plan's damage cap does not apply to this charge; shown to the renter. */
  capExclusionReason: z.string().nullable(),
  /**
   * upi:// link for the charge's amount while the renter may still pay it; null when settled,
   * a payment waits to be checked, or the business takes no UPI payment.
   */
  upiLink: z.string().nullable(),
  /**
   * GET address of the charge's debit note (docs/product.md#debit-notes) once it may have one: a
   * supply that is due, paid or taken from the deposit, or already numbered; else null.
   */
  debitNoteUrl: z.string().nullable(),
  /**
   * The part of the deposit set against it when the deposit return was made due: taken once the
   * charge is due, held meanwhile. 0 when the deposit did not reach it, or once what it held was
   * given back (the charge waived, or paid by the renter as well).
   */
  fromDeposit: z.number().int(),
  /** What the renter still pays for it: the amount, less what the deposit took once due. */
  toPay: z.number().int(),
});
export type Charge = z.infer<typeof ChargeSchema>;

/** The deposit's return as the renter and the staff see it (docs/product.md#after-the-trip). */
export const DepositReturnSchema = z.object({
  /** Received at the pickup and not returned. */
  deposit: z.number().int(),
  /** The calendar day in Kolkata the deposit is returned ('YYYY-MM-DD'). */
  returnOn: z.string(),
  /** Charges due and unpaid. */
  chargesDue: z.number().int(),
  /** What the deposit covers of chargesDue, oldest charge first: taken from it. */
  taken: z.number().int(),
  /** chargesDue less taken: the renter still pays it (each charge's toPay). */
  stillOwed: z.number().int(),
  /** Charges still open or disputed: held back, each for its own amount, from what is left. */
  heldBack: z.number().int(),
  /** deposit − taken − heldBack, never below 0. */
  toReturn: z.number().int(),
  /**
   * Given back since the return was made due, each a further deposit return: what was held back
   * for a charge then waived, or paid by the renter as well. 0 before.
   */
  givenBack: z.number().int(),
  /** Set once the return is made due to staff: the figures are then fixed. */
  madeDueAt: z.string().nullable(),
  paymentId: z.string().nullable(),
});
export type DepositReturn = z.infer<typeof DepositReturnSchema>;

/**
 * docs/product.md#protection-plans: the booking's plan and what its damage cap leaves, so staff
 * see it before they charge damage. `charged` counts the return's damage lines and the damage
 * charges not waived, excluded ones included.
 */
export const DamageCapLeftSchema = z.object({
  plan: z.string(),
  cap: z.number().int(),
  charged: z.number().int(),
  /** cap − charged, never below 0. */
  left: z.number().int(),
});
export type DamageCapLeft = z.infer<typeof DamageCapLeftSchema>;

export const AfterTripSchema = z.object({
  charges: z.array(ChargeSchema),
  /** null: no deposit was taken, or the car is not returned yet. */
  depositReturn: DepositReturnSchema.nullable(),
  /** null: the booking has no protection plan, so damage has no cap. */
  damageCap: DamageCapLeftSchema.nullable(),
});
export type AfterTrip = z.infer<typeof AfterTripSchema>;

export const DisputeQueueSchema = z.array(
  ChargeSchema.extend({ carName: z.string(), customerName: z.string() }),
);

/**
 * docs/product.md#after-the-trip: one `deposit_refund` ledger entry to pay out: the deposit
 * return's own, or a further one giving back what was held for a charge since waived or paid.
 */
export const DepositPayoutSchema = z.object({
  /** The ledger entry to mark paid out (PATCH /api/payments/{id}). */
  paymentId: z.string(),
  kind: z.enum(['return', 'given_back']),
  amount: z.number().int(),
  /** Why it is owed, as the ledger entry says: the return's arithmetic, or the charge. */
  reason: z.string(),
  /** The calendar day in Kolkata it became due ('YYYY-MM-DD'). */
  dueOn: z.string(),
});
export type DepositPayout = z.infer<typeof DepositPayoutSchema>;

/** Each unpaid deposit payout, with the figures of the booking's deposit return. */
export const DepositReturnsDueSchema = z.array(
  DepositReturnSchema.extend({
    bookingId: z.string(),
    bookingReference: z.string(),
    carName: z.string(),
    customerName: z.string(),
    branch: z.string(),
    payout: DepositPayoutSchema,
    /** Not paid out a day after its date: the owner is told of a return's. */
    overdue: z.boolean(),
  }),
);

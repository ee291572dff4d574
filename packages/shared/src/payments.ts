import { z } from 'zod';
import { DateTimeInputSchema } from './availability';
import { optionalText, plainText } from './fields';
import { formatRupees } from './rental';

// docs/product.md#holds-and-payments: the payment ledger of a booking, the renter's UPI advance,
// the admin's counter entries and decisions, cancellation and extension by the renter.

export const PAYMENT_KINDS = [
  'advance',
  'rental',
  'deposit',
  'charges',
  'refund',
  'deposit_refund',
] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_METHODS = ['upi', 'cash', 'card', 'bank'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['submitted', 'received', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  advance: 'Advance',
  rental: 'Rental',
  deposit: 'Deposit',
  charges: 'Charges',
  refund: 'Refund',
  deposit_refund: 'Deposit returned',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  upi: 'UPI',
  cash: 'Cash',
  card: 'Card',
  bank: 'Bank transfer',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  submitted: 'To check',
  received: 'Received',
  rejected: 'Rejected',
};

/** Kinds the business pays out to the renter rather than receives. */
export const PAYOUT_KINDS: readonly PaymentKind[] = ['refund', 'deposit_refund'];

/** A UPI transaction reference (UTR): exactly 12 digits. */
export const UPI_REFERENCE_PATTERN = /^\d{12}$/;
export const UPI_REFERENCE_LENGTH = 12;
/** The largest single ledger entry, in rupees (₹10,00,000). */
export const MAX_ENTRY_AMOUNT = 1_000_000;
export const PAYMENT_REFERENCE_MAX = 40;
export const PAYMENT_NOTE_MAX = 300;
/** Default of the MAX_PENDING_BOOKINGS setting. */
export const DEFAULT_MAX_PENDING_BOOKINGS = 2;
/** Default of the PENDING_HOLD_HOURS setting. */
export const DEFAULT_PENDING_HOLD_HOURS = 12;
/** Default of the PAYMENT_CHECK_HOURS setting: how long a submitted advance holds the car. */
export const DEFAULT_PAYMENT_CHECK_HOURS = 24;
/** Default of the ADVANCE_TRIES setting: UPI advances one booking may submit in all. */
export const DEFAULT_ADVANCE_TRIES = 3;

export const PAYMENT_MESSAGES = {
  tooManyPending: (max: number) =>
    `You already have ${max} booking${max === 1 ? '' : 's'} waiting for confirmation. ` +
    'Please wait until the business confirms one, or cancel one, before booking another car.',
  referenceFormat: `Enter the ${UPI_REFERENCE_LENGTH}-digit UPI reference (UTR) shown in your UPI app.`,
  referenceUsed:
    'This UPI reference has already been used for a payment. Please check the reference in your UPI app.',
  referenceRequired: 'Enter the reference (UPI reference, card slip or bank transaction number).',
  amountNumber: 'Amount must be a number.',
  amountWhole: 'Amount must be in whole rupees.',
  amountPositive: 'Amount must be at least ₹1.',
  amountTooLarge: `Amount must be at most ${formatRupees(MAX_ENTRY_AMOUNT)}.`,
  kind: `Kind must be one of ${PAYMENT_KINDS.join(', ')}.`,
  method: `Method must be one of ${PAYMENT_METHODS.join(', ')}.`,
  renterAdvanceOnly: 'You can only submit the UPI reference of the advance.',
  upiNotOffered: 'Payment by UPI is not offered. Please pay the advance at the branch.',
  advanceAlreadySubmitted: 'The advance for this booking has already been submitted.',
  advanceTries: (tries: number) =>
    `The advance for this booking has been submitted ${tries} times and not received. Please pay it at the branch.`,
  extensionUnpaid: (amount: number) =>
    `Please pay ${formatRupees(amount)} more towards the rental at the branch before extending, so the advance covers the longer rental.`,
  bookingClosed: 'Payments cannot be recorded on a cancelled booking.',
  refundTooLarge: (max: number) =>
    `A refund cannot be more than what was paid and not yet refunded (${formatRupees(max)}).`,
  depositRefundTooLarge: (max: number) =>
    `A deposit return cannot be more than the deposit held (${formatRupees(max)}).`,
  noteRequired: 'Please give the reason for rejecting the payment.',
  alreadyDecided: 'This payment has already been decided.',
  paymentNotFound: 'Payment not found.',
  notCancellable: 'Only a Pending or Confirmed booking can be cancelled.',
  afterPickup: 'The pickup time has passed, so the booking can no longer be cancelled.',
  notExtendable: 'Only a Confirmed booking can be extended, before its return time.',
  extendLater: 'Choose a return later than the current one.',
  extensionTaken: 'The car is not free until then.',
} as const;

export const PaymentSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  reference: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  recordedBy: z.string().meta({
    description:
      "'customer', 'system', or the admin: 'admin:<e-mail>' to the admin, 'admin' to the renter.",
  }),
  /** ISO 8601 with +05:30. */
  recordedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The admin's note (the reason when rejected), or the system's; '' when none. */
  note: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;
export const PaymentListSchema = z.array(PaymentSchema);

export const BalanceSchema = z.object({
  due: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
  outstanding: z.number().int(),
  depositHeld: z.number().int(),
});
export type Balance = z.infer<typeof BalanceSchema>;

/** Digits only: spaces and dashes a renter copies along are dropped. */
export const UpiReferenceSchema = z
  .string(PAYMENT_MESSAGES.referenceFormat)
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(UPI_REFERENCE_PATTERN, PAYMENT_MESSAGES.referenceFormat));

/** POST /api/bookings/{id}/payments by the renter: the UPI reference of the advance. */
export const UpiPaymentSchema = z.object({
  kind: z.literal('advance', { error: PAYMENT_MESSAGES.renterAdvanceOnly }),
  method: z.literal('upi', { error: PAYMENT_MESSAGES.renterAdvanceOnly }),
  reference: UpiReferenceSchema,
});
export type UpiPayment = z.input<typeof UpiPaymentSchema>;

export const PaymentAmountSchema = z
  .number({ error: PAYMENT_MESSAGES.amountNumber })
  .int(PAYMENT_MESSAGES.amountWhole)
  .min(1, PAYMENT_MESSAGES.amountPositive)
  .max(MAX_ENTRY_AMOUNT, PAYMENT_MESSAGES.amountTooLarge);

/**
 * POST /api/bookings/{id}/payments by the admin: an entry at the counter, recorded as received.
 * The reference is optional for cash only; a UPI reference is the 12-digit UTR.
 */
export const CounterEntrySchema = z
  .object({
    kind: z.enum(PAYMENT_KINDS, { error: PAYMENT_MESSAGES.kind }),
    method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
    amount: PaymentAmountSchema,
    reference: optionalText('Reference', PAYMENT_REFERENCE_MAX).optional(),
    note: optionalText('Note', PAYMENT_NOTE_MAX, 'multi').optional(),
  })
  .superRefine((v, ctx) => {
    const reference = v.reference ?? '';
    if (v.method !== 'cash' && reference === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['reference'],
        message: PAYMENT_MESSAGES.referenceRequired,
      });
    } else if (v.method === 'upi' && !UPI_REFERENCE_PATTERN.test(reference.replace(/[\s-]/g, ''))) {
      ctx.addIssue({
        code: 'custom',
        path: ['reference'],
        message: PAYMENT_MESSAGES.referenceFormat,
      });
    }
  });
export type CounterEntry = z.input<typeof CounterEntrySchema>;

/** The body of POST /api/bookings/{id}/payments: the renter's or the admin's. */
export const PaymentRequestSchema = z.union([UpiPaymentSchema, CounterEntrySchema]);

const noteText = plainText(
  z.string().trim().max(PAYMENT_NOTE_MAX, `Note must be at most ${PAYMENT_NOTE_MAX} characters.`),
  'Note',
  'multi',
);

/** PATCH /api/payments/{id} (admin): the decision; a rejection needs a note the renter sees. */
export const PaymentDecisionSchema = z.discriminatedUnion(
  'status',
  [
    z.object({
      status: z.literal('received'),
      note: noteText.default(''),
      /**
       * A refund or deposit paid out: the UPI reference or bank transaction number it went with
       * (docs/product.md#holds-and-payments); kept on the entry, empty for cash.
       */
      reference: optionalText('Reference', PAYMENT_REFERENCE_MAX).optional(),
    }),
    z.object({
      status: z.literal('rejected'),
      note: noteText.pipe(z.string().min(1, PAYMENT_MESSAGES.noteRequired)),
    }),
  ],
  { error: 'Choose received or rejected.' },
);
export type PaymentDecision = z.input<typeof PaymentDecisionSchema>;

/** GET /api/bookings/{id}/cancellation: what cancelling now would refund, and why. */
export const CancellationPreviewSchema = z.object({
  refund: z.number().int(),
  reason: z.string(),
});
export type CancellationPreview = z.infer<typeof CancellationPreviewSchema>;

/** GET /api/bookings/{id}/extension?returnAt= */
export const ExtensionQuerySchema = z.object({ returnAt: DateTimeInputSchema });
export type ExtensionQuery = z.input<typeof ExtensionQuerySchema>;

export const ExtensionPreviewSchema = z.object({
  free: z.boolean(),
  /** What the longer period adds to the rental amount (days recomputed on the whole period). */
  extraAmount: z.number().int(),
  totalDays: z.number().int(),
  /** Why it is not free; null when it is. */
  reason: z.string().nullable(),
});
export type ExtensionPreview = z.infer<typeof ExtensionPreviewSchema>;

/** POST /api/bookings/{id}/extend */
export const ExtendSchema = z.object({ returnAt: DateTimeInputSchema });
export type Extend = z.input<typeof ExtendSchema>;

/**
 * GET /api/bookings/allowance: how many Pending bookings the renter has, and may have; and
 * whether the renter is blocked from booking (docs/product.md#customers).
 */
export const BookingAllowanceSchema = z.object({
  pending: z.number().int(),
  maxPending: z.number().int(),
  blocked: z.boolean(),
});
export type BookingAllowance = z.infer<typeof BookingAllowanceSchema>;

/** One entry of the admin's "Payments to check", with what identifies its booking. */
export const PaymentToCheckSchema = PaymentSchema.extend({
  bookingRef: z.string(),
  carName: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
});
export type PaymentToCheck = z.infer<typeof PaymentToCheckSchema>;
export const PaymentsToCheckSchema = z.array(PaymentToCheckSchema);

/** GET /api/admin/payments query. */
export const PaymentsQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES).default('submitted'),
});

/** The advance to pay and, when the business takes UPI, the payment link. */
export const AdvanceSchema = z.object({
  amount: z.number().int(),
  upiLink: z.string().nullable(),
});
export type Advance = z.infer<typeof AdvanceSchema>;

/** upi://pay link (the QR code carries the same). */
export function upiPayLink(input: {
  upiId: string;
  upiName: string;
  amount: number;
  reference: string;
}): string {
  const query = [
    // The '@' of a UPI address stays as it is: some UPI apps do not decode %40.
    `pa=${encodeURIComponent(input.upiId).replace(/%40/g, '@')}`,
    `pn=${encodeURIComponent(input.upiName)}`,
    `am=${input.amount}`,
    'cu=INR',
    `tn=${encodeURIComponent(input.reference)}`,
  ].join('&');
  return `upi://pay?${query}`;
}

import { formatRupees } from './rental';

// docs/product.md#holds-and-payments: the money rules of a booking, pure, in whole rupees. The
// server computes every figure with them; the Terms page states the policy from the same constants.

/** Default of the ADVANCE_PERCENT setting: the share of the rental amount paid ahead. */
export const DEFAULT_ADVANCE_PERCENT = 25;

/** The advance for a rental amount: `percent` of it, rounded up to the rupee. */
export function advanceAmount(totalAmount: number, percent: number): number {
  // Integer arithmetic: no floating-point rounding on the way.
  return Math.floor((totalAmount * percent + 99) / 100);
}

/**
 * The renter's cancellation policy: `fullRefundHours` or more before pickup everything paid
 * towards the rental is refunded, from there down to `halfRefundHours` half of it (rounded down),
 * under that nothing.
 */
export const CANCELLATION_POLICY = { fullRefundHours: 48, halfRefundHours: 4 } as const;

const HOUR_MS = 60 * 60_000;

/** Who cancels: the renter follows the policy; the business (or the hold's release) refunds all. */
export type CancelledBy = 'customer' | 'business';

export interface RefundInput {
  /** What was paid towards the rental and is not refunded yet (advance, rental, charges). */
  paid: number;
  /** Time from now to pickup, in milliseconds (negative once the pickup time has passed). */
  msBeforePickup: number;
  by: CancelledBy;
  /** Deposit held; always returned in full. Default 0. */
  depositHeld?: number;
}

export interface Refund {
  /** What is refunded of the rental payments. */
  rental: number;
  /** The deposit returned (all of it). */
  deposit: number;
  /** rental + deposit. */
  total: number;
  /** One sentence for the renter. */
  reason: string;
}

/** What a cancellation refunds (docs/product.md#holds-and-payments). */
export function refundOnCancel(input: RefundInput): Refund {
  const deposit = input.depositHeld ?? 0;
  const { fullRefundHours, halfRefundHours } = CANCELLATION_POLICY;
  let rental: number;
  let reason: string;
  if (input.by === 'business') {
    rental = input.paid;
    reason = 'Cancelled by the business: everything paid is refunded.';
  } else if (input.msBeforePickup >= fullRefundHours * HOUR_MS) {
    rental = input.paid;
    reason = `Cancelled ${fullRefundHours} hours or more before pickup: everything paid is refunded.`;
  } else if (input.msBeforePickup >= halfRefundHours * HOUR_MS) {
    rental = Math.floor(input.paid / 2);
    reason = `Cancelled between ${fullRefundHours} and ${halfRefundHours} hours before pickup: half of what was paid is refunded.`;
  } else {
    rental = 0;
    reason = `Cancelled less than ${halfRefundHours} hours before pickup: nothing paid is refunded.`;
  }
  if (input.paid === 0)
    reason = 'Nothing has been paid towards the rental, so nothing is refunded.';
  if (deposit > 0) reason += ` The deposit of ${formatRupees(deposit)} is returned in full.`;
  return { rental, deposit, total: rental + deposit, reason };
}

/** The policy in words, for the Terms page and the policies block. */
export const CANCELLATION_POLICY_TEXT = [
  `Cancel ${CANCELLATION_POLICY.fullRefundHours} hours or more before pickup: everything paid towards the rental is refunded.`,
  `Cancel between ${CANCELLATION_POLICY.fullRefundHours} and ${CANCELLATION_POLICY.halfRefundHours} hours before pickup: half of it is refunded, rounded down to the rupee.`,
  `Cancel less than ${CANCELLATION_POLICY.halfRefundHours} hours before pickup: nothing is refunded.`,
  'A booking the business cancels, or one released because it was not confirmed in time, refunds everything paid.',
  'A deposit already taken is always returned in full.',
] as const;

/** A ledger entry as the balance needs it. */
export interface LedgerLine {
  kind: 'advance' | 'rental' | 'deposit' | 'charges' | 'refund' | 'deposit_refund';
  status: 'submitted' | 'received' | 'rejected';
  amount: number;
}

export interface BalanceFigures {
  due: number;
  paid: number;
  refunded: number;
  outstanding: number;
  depositHeld: number;
}

const sum = (lines: readonly LedgerLine[], kinds: readonly LedgerLine['kind'][]) =>
  lines
    .filter((l) => l.status === 'received' && kinds.includes(l.kind))
    .reduce((total, l) => total + l.amount, 0);

/**
 * Kinds that pay towards the rental: what a refund may give back, the business's income in the
 * reports and a renter's spend in the directory. Deposits are the renter's and stay out.
 */
export const RENTAL_PAYMENT_KINDS = ['advance', 'rental', 'charges'] as const;

/**
 * The balance of a booking: due = rental amount + billed charges − discounts; paid = received
 * entries other than deposits and refunds; refunded = refunds paid out; depositHeld = deposits
 * received − deposits returned; outstanding = due − paid + refunded while open, 0 once cancelled.
 */
export function balanceOf(input: {
  totalAmount: number;
  charges?: number;
  discounts?: number;
  payments: readonly LedgerLine[];
  cancelled: boolean;
}): BalanceFigures {
  const due = input.totalAmount + (input.charges ?? 0) - (input.discounts ?? 0);
  const paid = sum(input.payments, RENTAL_PAYMENT_KINDS);
  const refunded = sum(input.payments, ['refund']);
  const depositHeld = sum(input.payments, ['deposit']) - sum(input.payments, ['deposit_refund']);
  const outstanding = input.cancelled ? 0 : due - paid + refunded;
  return { due, paid, refunded, outstanding, depositHeld };
}

/**
 * docs/product.md#holds-and-payments: a refund due is paid out within this many days of being
 * recorded, by the method it names; the renter is told the date.
 */
export const REFUND_PAYOUT_DAYS = 7;

import { randomUUID } from 'node:crypto';
import { RENTAL_PAYMENT_KINDS, type Refund } from '@rental/shared/money';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  type PaymentKind,
  type PaymentMethod,
} from '@rental/shared/payments';
import { formatRupees } from '@rental/shared/rental';
import type { Db } from '../../deps';
import { addHistory } from '../booking-record/booking-record.service';
import { insertPayment, type PaymentRow } from './payments.repository';

export { paymentsOf, paymentsOfBooking, type PaymentRow } from './payments.repository';

// The pieces every change of a booking's money shares: its history line (who, when, what) and
// the figures a refund may not exceed (docs/product.md#holds-and-payments).

const RENTAL_KINDS: readonly string[] = RENTAL_PAYMENT_KINDS;
const live = (p: PaymentRow) => p.status !== 'rejected';
const total = (rows: PaymentRow[]) => rows.reduce((sum, p) => sum + p.amount, 0);

/** Paid towards the rental and not refunded yet, counting refunds already due. */
export function rentalRefundable(payments: PaymentRow[], countSubmitted: boolean): number {
  const paid = payments.filter(
    (p) => RENTAL_KINDS.includes(p.kind) && (countSubmitted ? live(p) : p.status === 'received'),
  );
  return total(paid) - total(payments.filter((p) => p.kind === 'refund' && live(p)));
}

/** The deposit received and not returned yet, counting returns already due. */
export function depositReturnable(payments: PaymentRow[]): number {
  const held = payments.filter((p) => p.kind === 'deposit' && p.status === 'received');
  return total(held) - total(payments.filter((p) => p.kind === 'deposit_refund' && live(p)));
}

/**
 * What a payout of `kind` may still give back: money actually received (verified) less what was
 * already paid out. Submitted entries count for nothing here: a reference the business has not
 * checked is no money in (docs/product.md#holds-and-payments).
 */
export function receivedNotPaidOut(
  payments: PaymentRow[],
  kind: 'refund' | 'deposit_refund',
): number {
  const received = (kinds: readonly string[]) =>
    total(payments.filter((p) => kinds.includes(p.kind) && p.status === 'received'));
  return kind === 'refund'
    ? received(RENTAL_KINDS) - received(['refund'])
    : received(['deposit']) - received(['deposit_refund']);
}

/** "Advance of ₹950 by UPI" */
export function describeEntry(p: Pick<PaymentRow, 'kind' | 'method' | 'amount'>): string {
  const kind = PAYMENT_KIND_LABELS[p.kind as PaymentKind];
  return `${kind} of ${formatRupees(p.amount)} by ${PAYMENT_METHOD_LABELS[p.method as PaymentMethod]}`;
}

/**
 * Records the refund a cancellation makes due, as entries the admin marks received once paid
 * out: the rental share as a `refund`, the deposit as a `deposit_refund`, each by the method of
 * the last payment of its kind.
 */
export async function recordRefundsDue(
  db: Db,
  booking: { id: string; status: string },
  payments: PaymentRow[],
  refund: Refund,
  at: string,
): Promise<void> {
  const methodOf = (kinds: readonly string[]) =>
    payments.filter((p) => kinds.includes(p.kind) && live(p)).at(-1)?.method ?? 'cash';
  const due: [PaymentKind, number, string][] = [
    ['refund', refund.rental, methodOf(RENTAL_KINDS)],
    ['deposit_refund', refund.deposit, methodOf(['deposit'])],
  ];
  for (const [kind, amount, method] of due) {
    if (amount <= 0) continue;
    await recordPayoutDue(db, booking, { kind, method, amount, note: refund.reason, at });
  }
}

/** A new ledger entry of the booking, written at `at` and not decided yet. */
export function newEntry(
  bookingId: string,
  at: string,
  entry: Pick<
    PaymentRow,
    'kind' | 'method' | 'amount' | 'reference' | 'status' | 'recorded_by' | 'note'
  >,
): PaymentRow {
  return {
    id: randomUUID(),
    booking_id: bookingId,
    ...entry,
    recorded_at: at,
    decided_by: null,
    decided_at: null,
  };
}

/**
 * Money the business owes the renter (a refund, a deposit back), as a submitted ledger entry for
 * the staff to pay out, kept in the booking's history. Answers the entry's id.
 */
export async function recordPayoutDue(
  db: Db,
  booking: { id: string; status: string },
  due: { kind: PaymentKind; method: string; amount: number; note: string; at: string },
): Promise<string> {
  const row = newEntry(booking.id, due.at, {
    kind: due.kind,
    method: due.method,
    amount: due.amount,
    reference: null,
    status: 'submitted',
    recorded_by: 'system',
    note: due.note,
  });
  await insertPayment(db, row);
  await addHistory(db, booking.id, {
    status: booking.status,
    at: due.at,
    by: 'system',
    note: `${describeEntry(row)} due to the customer`,
  });
  return row.id;
}

import { refundOnCancel, type CancelledBy, type Refund } from '@rental/shared/money';
import type { Db } from '../../deps';
import {
  addHistory,
  cancellationOf,
  type BookingRow,
} from '../booking-record/booking-record.service';
import {
  depositReturnable,
  describeEntry,
  paymentsOfBooking,
  recordRefundsDue,
  rentalRefundable,
  type PaymentRow,
} from './ledger.service';
import { decidePayment } from './payments.repository';

// docs/product.md#holds-and-payments: what cancelling refunds, and the refund due worked out
// again when a payment it counted is rejected later.

/** Who cancelled, as the refund rule names it: the end of a hold refunds as the business does. */
export type CancellerKind = 'customer' | 'business' | 'system';

const POLICY_OF: Record<CancellerKind, CancelledBy> = {
  customer: 'customer',
  business: 'business',
  system: 'business',
};

/** What cancelling `row` now would refund. */
export function refundFor(
  row: Pick<BookingRow, 'pickup_at'>,
  payments: PaymentRow[],
  canceller: CancellerKind,
  now: Date,
): Refund {
  return refundOnCancel({
    // What the renter sent counts, checked or not: the admin rejects a refund due together with
    // a payment found not to have arrived.
    paid: Math.max(0, rentalRefundable(payments, true)),
    msBeforePickup: Date.parse(row.pickup_at) - now.getTime(),
    by: POLICY_OF[canceller],
    depositHeld: Math.max(0, depositReturnable(payments)),
  });
}

/**
 * After a payment of a cancelled booking is rejected: the refund due that counted it is voided
 * (rejected, with a history line) and the refund is worked out again, by the same rule at the same
 * moment of cancelling, from what is left (docs/product.md#holds-and-payments).
 */
export async function redoRefundDue(
  trx: Db,
  booking: BookingRow,
  by: string,
  at: string,
): Promise<void> {
  const payments = await paymentsOfBooking(trx, booking.id);
  const due = payments.filter((p) => p.kind === 'refund' && p.status === 'submitted');
  if (due.length === 0) return;
  const note = 'Voided: a payment it counted was rejected';
  for (const entry of due) {
    await decidePayment(trx, entry.id, {
      status: 'rejected',
      decided_by: by,
      decided_at: at,
      note,
    });
    entry.status = 'rejected';
    await addHistory(trx, booking.id, {
      status: booking.status,
      at,
      by,
      note: `${describeEntry(entry)} due to the customer voided: a payment it counted was rejected`,
    });
  }
  const cancelled = await cancellationOf(trx, booking.id);
  const when = cancelled ? new Date(cancelled.changed_at) : new Date(at);
  const canceller = cancelled?.changed_by === 'customer' ? 'customer' : 'business';
  const refund = refundFor(booking, payments, canceller, when);
  await recordRefundsDue(trx, booking, payments, { ...refund, deposit: 0 }, at);
}

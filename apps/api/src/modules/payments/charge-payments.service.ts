import { randomUUID } from 'node:crypto';
import type { Db } from '../../deps';
import { describeEntry, depositReturnable, recordPayoutDue } from './ledger.service';
import { insertOrRefuse } from './payment-entry';

export { isUniqueViolation } from './payment-entry';
import { paymentsOfBooking, statusesOf, type PaymentRow } from './payments.repository';
import { addHistory } from '../booking-record/booking-record.service';

// docs/product.md#after-the-trip: what the charges after a trip write in the booking's ledger.
// The renter's UPI payment of a charge is a `charges` entry the staff check like the advance
// (PATCH /api/payments/{id}); the deposit return is a `deposit_refund` entry to pay out.

/** Records the renter's UPI reference for a charge, submitted; the reference is used once. */
export async function submitChargePayment(
  trx: Db,
  booking: { id: string; status: string },
  input: { amount: number; reference: string; note: string; at: string },
): Promise<PaymentRow> {
  const row: PaymentRow = {
    id: randomUUID(),
    booking_id: booking.id,
    kind: 'charges',
    method: 'upi',
    amount: input.amount,
    reference: input.reference,
    status: 'submitted',
    recorded_by: 'customer',
    recorded_at: input.at,
    decided_by: null,
    decided_at: null,
    note: input.note,
  };
  await insertOrRefuse(trx, row);
  await addHistory(trx, booking.id, {
    status: booking.status,
    at: input.at,
    by: 'customer',
    note: `${describeEntry(row)} submitted, reference ${input.reference}`,
  });
  return row;
}

/** The deposit received and not yet returned (nor due to be). */
export async function depositHeld(db: Db, bookingId: string): Promise<number> {
  return depositReturnable(await paymentsOfBooking(db, bookingId));
}

/** The status of each entry named (submitted, received, rejected). */
export function paymentStatuses(db: Db, ids: string[]): Promise<Map<string, string>> {
  return statusesOf(db, ids);
}

/** The deposit return as an entry to pay out, by the method the deposit was taken with. */
export async function recordDepositReturnDue(
  trx: Db,
  booking: { id: string; status: string },
  amount: number,
  note: string,
  at: string,
): Promise<string> {
  const payments = await paymentsOfBooking(trx, booking.id);
  const method = payments.filter((p) => p.kind === 'deposit').at(-1)?.method ?? 'cash';
  return recordPayoutDue(trx, booking, { kind: 'deposit_refund', method, amount, note, at });
}

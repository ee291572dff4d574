import type { Db } from '../../deps';
import { depositReturnable, recordPayoutDue } from './ledger.service';
import { submitUpiEntry } from './payment-entry';

export { isUniqueViolation } from './payment-entry';
import { amountsOf, paymentsOfBooking, statusesOf, type PaymentRow } from './payments.repository';

// docs/product.md#after-the-trip: what the charges after a trip write in the booking's ledger.
// The renter's UPI payment of a charge is a `charges` entry the staff check like the advance
// (PATCH /api/payments/{id}); the deposit return is a `deposit_refund` entry to pay out.

/**
 * What the charges module does in the transaction that marks a charge's UPI entry received: give
 * back what the deposit return held for the charge, now paid twice
 * (docs/product.md#after-the-trip). Charges sit above payments, so they hand it in as a
 * decoration of the app (charges/charge-payments.plugin.ts); `by` is the admin as the history
 * names them.
 */
export type ChargePaymentReceived = (
  trx: Db,
  entry: PaymentRow,
  decided: { actorId: string; by: string; at: string },
) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    chargePaymentReceived: ChargePaymentReceived;
  }
}

/** Records the renter's UPI reference for a charge, submitted; the reference is used once. */
export async function submitChargePayment(
  trx: Db,
  booking: { id: string; status: string },
  input: { amount: number; reference: string; note: string; at: string },
): Promise<PaymentRow> {
  return submitUpiEntry(trx, booking, { ...input, kind: 'charges' });
}

/** The deposit received and not yet returned (nor due to be). */
export async function depositHeld(db: Db, bookingId: string): Promise<number> {
  return depositReturnable(await paymentsOfBooking(db, bookingId));
}

/**
 * The deposit given back after the return was made due (`since`), paid out or due: the live
 * `deposit_refund` entries recorded from then on, other than the return's own (`except`).
 */
export async function depositGivenBackSince(
  db: Db,
  bookingId: string,
  since: string,
  except: string | null,
): Promise<number> {
  return (await paymentsOfBooking(db, bookingId))
    .filter((p) => p.kind === 'deposit_refund' && p.status !== 'rejected')
    .filter((p) => p.recorded_at >= since && p.id !== except)
    .reduce((sum, p) => sum + p.amount, 0);
}

/** The status of each entry named (submitted, received, rejected). */
export function paymentStatuses(db: Db, ids: string[]): Promise<Map<string, string>> {
  return statusesOf(db, ids);
}

/** The amount of each entry named: what the renter sent for a charge. */
export function paymentAmounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  return amountsOf(db, ids);
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

import { ERROR_CODES } from '@rental/shared/api-error';
import {
  PAYMENT_MESSAGES,
  PAYOUT_KINDS,
  type Payment,
  type PaymentKind,
} from '@rental/shared/payments';
import type { Db, Deps } from '../../deps';
import { ConflictError } from '../../errors';
import type { AuthUser } from '../../auth-user';
import { toPayment } from './payment-json';
import {
  insertPayment,
  paymentsOfBooking,
  upiReferenceInUse,
  type PaymentRow,
} from './payments.repository';
import {
  addHistory,
  bookingFor,
  findBookingById,
  type BookingRow,
} from '../booking-record/booking-record.service';
import { describeEntry, newEntry } from './ledger.service';

// docs/product.md#holds-and-payments: what writing an entry in the ledger shares, whoever writes
// it: a UPI reference is used once, and the booking is locked while its entries change.

export type PaymentDeps = Pick<Deps, 'db' | 'dbKind' | 'config' | 'clock' | 'outbox'>;

export const isPayout = (kind: string) => PAYOUT_KINDS.includes(kind as PaymentKind);

/** The unique index on live UPI references answers a racing duplicate with this. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === '23505' || /UNIQUE constraint failed/.test(e.message ?? '');
}

export async function insertOrRefuse(trx: Db, row: PaymentRow): Promise<void> {
  if (row.method === 'upi' && row.reference && (await upiReferenceInUse(trx, row.reference))) {
    throw new ConflictError(ERROR_CODES.referenceUsed, PAYMENT_MESSAGES.referenceUsed, {
      reference: PAYMENT_MESSAGES.referenceUsed,
    });
  }
  try {
    await insertPayment(trx, row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ConflictError(ERROR_CODES.referenceUsed, PAYMENT_MESSAGES.referenceUsed, {
      reference: PAYMENT_MESSAGES.referenceUsed,
    });
  }
}

/** Runs `change` on the locked booking; answers the entry as `actor` sees it. */
export async function withLockedBooking(
  deps: PaymentDeps,
  actor: AuthUser,
  bookingId: string,
  change: (trx: Db, booking: BookingRow, payments: PaymentRow[]) => Promise<PaymentRow>,
): Promise<Payment> {
  await bookingFor(deps, actor, bookingId);
  const row = await deps.db.transaction().execute(async (trx) => {
    const booking = (await findBookingById(trx, bookingId, deps.dbKind === 'postgres'))!;
    return change(trx, booking, await paymentsOfBooking(trx, bookingId));
  });
  deps.outbox.wake();
  return toPayment(row, actor.role);
}

/** The renter's UPI payment as a submitted entry the staff check; its reference is used once. */
export async function submitUpiEntry(
  trx: Db,
  booking: { id: string; status: string },
  input: { kind: PaymentKind; amount: number; reference: string; note: string; at: string },
): Promise<PaymentRow> {
  const row = newEntry(booking.id, input.at, {
    kind: input.kind,
    method: 'upi',
    amount: input.amount,
    reference: input.reference,
    status: 'submitted',
    recorded_by: 'customer',
    note: input.note,
  });
  await insertOrRefuse(trx, row);
  await addHistory(trx, booking.id, {
    status: booking.status,
    at: input.at,
    by: 'customer',
    note: `${describeEntry(row)} submitted, reference ${input.reference}`,
  });
  return row;
}

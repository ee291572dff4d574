import { ERROR_CODES } from '@rental/shared/api-error';
import { PAYMENT_MESSAGES, type CounterEntrySchema, type Payment } from '@rental/shared/payments';
import type { z } from 'zod';
import type { Db, Deps } from '../../deps';
import { AppError, ConflictError } from '../../errors';
import type { AuthUser } from '../../auth-user';
import { adminRecordedAs } from '../admin-auth/admin-auth.service';
import { recordAudit } from '../audit/audit.service';
import { queueBookingEvent } from '../outbox/outbox.service';
import { depositReturnable, describeEntry, newEntry, rentalRefundable } from './ledger.service';
import { insertOrRefuse, isPayout, withLockedBooking, type PaymentDeps } from './payment-entry';
import type { PaymentRow } from './payments.repository';
import { addHistory, type BookingRow } from '../booking-record/booking-record.service';

// docs/product.md#holds-and-payments: the admin records entries at the counter, received at once.
// Each is a line of the booking's history and is kept in the audit log in the same transaction
// (docs/decisions/019-audit-log.md); the renter hears of money received through the outbox.

type CounterEntry = z.output<typeof CounterEntrySchema>;

/** docs/product.md#holds-and-payments: a refund never exceeds what was paid and not refunded. */
function assertWithinPaid(entry: CounterEntry, payments: PaymentRow[]): void {
  const limit =
    entry.kind === 'refund'
      ? rentalRefundable(payments, false)
      : entry.kind === 'deposit_refund'
        ? depositReturnable(payments)
        : undefined;
  if (limit === undefined || entry.amount <= limit) return;
  const message =
    entry.kind === 'refund'
      ? PAYMENT_MESSAGES.refundTooLarge(Math.max(0, limit))
      : PAYMENT_MESSAGES.depositRefundTooLarge(Math.max(0, limit));
  throw new AppError(422, ERROR_CODES.refundTooLarge, message, { amount: message });
}

/**
 * An entry the admin records at the counter, received at once, inside the caller's transaction
 * on the locked booking (the pickup record takes the deposit this way).
 */
export async function addCounterEntry(
  deps: Pick<Deps, 'config' | 'clock'>,
  trx: Db,
  booking: BookingRow,
  payments: PaymentRow[],
  entry: CounterEntry,
  by: { actorId: string; recordedAs: string },
): Promise<PaymentRow> {
  const recordedBy = by.recordedAs;
  // Money still comes in on an open or completed rental; on a cancelled one it only goes out.
  if (booking.status === 'Cancelled' && !isPayout(entry.kind)) {
    throw new ConflictError(ERROR_CODES.bookingClosed, PAYMENT_MESSAGES.bookingClosed);
  }
  assertWithinPaid(entry, payments);
  const at = deps.clock().toISOString();
  const reference = entry.reference ? entry.reference : null;
  const row = newEntry(booking.id, at, {
    kind: entry.kind,
    method: entry.method,
    amount: entry.amount,
    reference: entry.method === 'upi' && reference ? reference.replace(/[\s-]/g, '') : reference,
    status: 'received',
    recorded_by: recordedBy,
    note: entry.note ?? '',
  });
  await insertOrRefuse(trx, row);
  await recordAudit(
    { db: trx, clock: deps.clock },
    {
      actorId: by.actorId,
      action: 'payment.record',
      entity: 'payment',
      entityId: row.id,
      bookingId: booking.id,
      carId: booking.car_id,
      after: {
        kind: row.kind,
        method: row.method,
        amount: row.amount,
        reference: row.reference,
        status: row.status,
        note: row.note,
      },
    },
  );
  await addHistory(trx, booking.id, {
    status: booking.status,
    at,
    by: recordedBy,
    note: `${describeEntry(row)} ${isPayout(row.kind) ? 'paid out' : 'received'}`,
  });
  if (!isPayout(row.kind)) {
    await queueBookingEvent(
      deps,
      trx,
      booking.id,
      { event: 'payment_received', amount: row.amount, reference: row.reference ?? undefined },
      { discriminator: row.id },
    );
  }
  return row;
}

/** An entry the admin records at the counter: received at once. */
export async function recordCounterEntry(
  deps: PaymentDeps,
  actor: AuthUser,
  bookingId: string,
  entry: CounterEntry,
): Promise<Payment> {
  const recordedAs = `admin:${await adminRecordedAs(deps, actor.id)}`;
  return withLockedBooking(deps, actor, bookingId, (trx, booking, payments) =>
    addCounterEntry(deps, trx, booking, payments, entry, { actorId: actor.id, recordedAs }),
  );
}

import { ERROR_CODES } from '@rental/shared/api-error';
import { HANDOVER_MESSAGES } from '@rental/shared/handover';
import type { Booking } from '@rental/shared/bookings';
import type { Refund } from '@rental/shared/money';
import { PAYMENT_MESSAGES, type CancellationPreview } from '@rental/shared/payments';
import type { Db, Deps } from '../../deps';
import { ConflictError } from '../../errors';
import type { AuthUser } from '../../auth-user';
import { queueBookingEvent } from '../outbox/outbox.service';
import { scheduleReminders } from '../outbox/reminders';
import { isCancellable } from './booking-json';
import { recordRefundsDue } from '../payments/ledger.service';
import { refundFor } from '../payments/refunds.service';
import { bookingAfterChange } from './booking-queries';
import { type BookingRow } from './bookings.repository';
import { paymentsOfBooking } from '../payments/ledger.service';
import {
  addHistory,
  bookingFor,
  findBookingById,
  hasPickup,
  updateBooking,
} from '../booking-record/booking-record.service';

// docs/product.md#holds-and-payments: cancelling a booking, by its renter (the policy's share of
// what was paid), by the business or by the end of its hold (everything paid). The refund due is
// recorded as entries the admin marks received when paid out.

type CancelDeps = Pick<Deps, 'db' | 'dbKind' | 'config' | 'clock' | 'outbox'>;

/** Who cancels, as the history, the refund rule and the renter's message name it. */
export type Canceller =
  { by: 'customer' } | { by: 'business'; changedBy: string } | { by: 'system'; note: string };

const MESSAGE_BY = { customer: 'renter', business: 'admin', system: 'system' } as const;

/**
 * Cancels an open booking inside the caller's transaction: status, history line, refunds due,
 * the renter's message and no more reminders. The caller has locked the booking's row.
 */
export async function cancelInTransaction(
  deps: Pick<Deps, 'config' | 'clock'>,
  trx: Db,
  row: BookingRow,
  canceller: Canceller,
  options: { discriminator?: string } = {},
): Promise<Refund> {
  const now = deps.clock();
  const at = now.toISOString();
  const payments = await paymentsOfBooking(trx, row.id);
  const refund = refundFor(row, payments, canceller.by, now);
  await updateBooking(trx, row.id, { status: 'Cancelled', updated_at: at });
  await addHistory(trx, row.id, {
    status: 'Cancelled',
    at,
    by:
      canceller.by === 'customer'
        ? 'customer'
        : canceller.by === 'business'
          ? canceller.changedBy
          : 'system',
    note:
      canceller.by === 'customer'
        ? 'Cancelled by the customer'
        : canceller.by === 'business'
          ? 'Cancelled by the business'
          : canceller.note,
  });
  await recordRefundsDue(trx, { id: row.id, status: 'Cancelled' }, payments, refund, at);
  await queueBookingEvent(
    deps,
    trx,
    row.id,
    { event: 'booking_cancelled', by: MESSAGE_BY[canceller.by], refund: refund.total },
    options,
  );
  await scheduleReminders(deps, trx, row.id);
  return refund;
}

/** GET /api/bookings/{id}/cancellation: what cancelling now would refund, and why. */
export async function cancellationPreview(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: AuthUser,
  id: string,
): Promise<CancellationPreview> {
  const row = await bookingFor(deps, actor, id);
  await assertCancellable(deps.db, row, deps.clock());
  const refund = refundFor(row, await paymentsOfBooking(deps.db, id), 'customer', deps.clock());
  return { refund: refund.total, reason: refund.reason };
}

async function assertCancellable(db: Db, row: BookingRow, now: Date): Promise<void> {
  if (isCancellable(row, now)) {
    if (!(await hasPickup(db, row.id))) return;
    throw new ConflictError(ERROR_CODES.afterPickup, HANDOVER_MESSAGES.noCancelAfterHandover);
  }
  if (row.status === 'Pending' || row.status === 'Confirmed') {
    throw new ConflictError(ERROR_CODES.afterPickup, PAYMENT_MESSAGES.afterPickup);
  }
  throw new ConflictError(ERROR_CODES.notCancellable, PAYMENT_MESSAGES.notCancellable);
}

/** POST /api/bookings/{id}/cancel: the renter cancels their own booking before pickup. */
export async function cancelAsCustomer(
  deps: CancelDeps,
  actor: AuthUser,
  id: string,
): Promise<Booking> {
  await bookingFor(deps, actor, id);
  const booking = await deps.db.transaction().execute(async (trx) => {
    // Locked: a second cancel, the hold's release or a payment waits and then sees this one.
    const row = (await findBookingById(trx, id, deps.dbKind === 'postgres'))!;
    await assertCancellable(trx, row, deps.clock());
    await cancelInTransaction(deps, trx, row, { by: 'customer' });
    return bookingAfterChange(deps, trx, id, actor.role);
  });
  deps.outbox.wake();
  return booking;
}

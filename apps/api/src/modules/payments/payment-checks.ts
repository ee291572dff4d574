import { ERROR_CODES } from '@rental/shared/api-error';
import { bookingReference } from '@rental/shared/outbox';
import {
  PAYMENT_MESSAGES,
  type Payment,
  type PaymentDecisionSchema,
  type PaymentToCheck,
} from '@rental/shared/payments';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError, ConflictError, NotFoundError } from '../../errors';
import { adminRecordedAs } from '../admin-auth/admin-auth.service';
import { recordChange } from '../audit/audit.service';
import { queueBookingEvent } from '../outbox/outbox.service';
import type { BranchScope } from '../staff/branch-scope';
import type { ChargePaymentReceived } from './charge-payments.service';
import { describeEntry, receivedNotPaidOut } from './ledger.service';
import { redoRefundDue } from './refunds.service';
import { isPayout, isUniqueViolation, type PaymentDeps } from './payment-entry';
import { toPayment } from './payment-json';
import {
  decidePayment,
  findPayment,
  paymentsOfBooking,
  paymentsWithBookings,
  type PaymentRow,
} from './payments.repository';
import { addHistory, findBookingById } from '../booking-record/booking-record.service';

// docs/product.md#holds-and-payments: the admin lists the entries to check and marks a submitted
// one received or rejected. The decision is a line of the booking's history, kept in the audit
// log (docs/decisions/019-audit-log.md), and the renter hears of it through the outbox, all in the
// same transaction.

type Decision = z.output<typeof PaymentDecisionSchema>;

/** A payout never exceeds the money received (verified) and not yet paid out. */
function assertReceived(payout: PaymentRow, payments: PaymentRow[]): void {
  const kind = payout.kind === 'refund' ? 'refund' : 'deposit_refund';
  const limit = Math.max(0, receivedNotPaidOut(payments, kind));
  if (payout.amount <= limit) return;
  const message =
    kind === 'refund'
      ? PAYMENT_MESSAGES.refundTooLarge(limit)
      : PAYMENT_MESSAGES.depositRefundTooLarge(limit);
  throw new AppError(422, ERROR_CODES.refundTooLarge, message, { amount: message });
}

/** PATCH /api/payments/{id}: the admin marks a submitted entry received or rejected. */
export async function decidePaymentAsAdmin(
  deps: PaymentDeps & { chargePaymentReceived: ChargePaymentReceived },
  adminId: string,
  paymentId: string,
  decision: Decision,
): Promise<Payment> {
  const decidedBy = `admin:${await adminRecordedAs(deps, adminId)}`;
  const row = await deps.db.transaction().execute(async (trx) => {
    const found = await findPayment(trx, paymentId);
    if (!found) throw new NotFoundError(PAYMENT_MESSAGES.paymentNotFound);
    const booking = (await findBookingById(trx, found.booking_id, deps.dbKind === 'postgres'))!;
    if (decision.status === 'received' && isPayout(found.kind) && found.status === 'submitted') {
      assertReceived(found, await paymentsOfBooking(trx, booking.id));
    }
    const at = deps.clock().toISOString();
    // A payout marked paid out keeps the reference it went with; a payment keeps the renter's.
    const payoutReference =
      decision.status === 'received' && isPayout(found.kind) && decision.reference
        ? decision.reference
        : undefined;
    const change = {
      status: decision.status,
      decided_by: decidedBy,
      decided_at: at,
      note: decision.note,
      ...(payoutReference !== undefined && { reference: payoutReference }),
    };
    // Conditional: of two racing decisions only the first changes the entry.
    if (!(await decideOrRefuse(trx, paymentId, change))) {
      throw new ConflictError(ERROR_CODES.paymentDecided, PAYMENT_MESSAGES.alreadyDecided);
    }
    const decided: PaymentRow = { ...found, ...change };
    await recordChange(
      { db: trx, clock: deps.clock },
      {
        actorId: adminId,
        action: 'payment.decide',
        entity: 'payment',
        entityId: paymentId,
        bookingId: booking.id,
        carId: booking.car_id,
      },
      { status: found.status, note: found.note, reference: found.reference },
      { status: decided.status, note: decided.note, reference: decided.reference },
    );
    const payout = isPayout(decided.kind);
    const verb = decision.status === 'received' ? (payout ? 'paid out' : 'received') : 'rejected';
    await addHistory(trx, booking.id, {
      status: booking.status,
      at,
      by: decidedBy,
      note:
        `${describeEntry(decided)} ${verb}` +
        (payoutReference ? ` (reference ${payoutReference})` : '') +
        (decision.note ? `: ${decision.note}` : ''),
    });
    // After the conditional decision above, so only the request that made it gives back.
    if (decided.kind === 'charges' && decision.status === 'received') {
      await deps.chargePaymentReceived(trx, decided, { actorId: adminId, by: decidedBy, at });
    }
    if (!payout && decision.status === 'rejected' && booking.status === 'Cancelled') {
      await redoRefundDue(trx, booking, decidedBy, at);
    }
    if (!payout) {
      await queueBookingEvent(
        deps,
        trx,
        booking.id,
        decision.status === 'received'
          ? {
              event: 'payment_received',
              amount: decided.amount,
              reference: decided.reference ?? undefined,
            }
          : { event: 'payment_rejected', amount: decided.amount, reason: decision.note },
        { discriminator: decided.id },
      );
    }
    return decided;
  });
  deps.outbox.wake();
  return toPayment(row, 'admin');
}

/** A UPI payout reference already on a live entry is refused like the renter's (409). */
async function decideOrRefuse(
  trx: Parameters<typeof decidePayment>[0],
  id: string,
  change: Parameters<typeof decidePayment>[2],
): Promise<boolean> {
  try {
    return await decidePayment(trx, id, change);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ConflictError(ERROR_CODES.referenceUsed, PAYMENT_MESSAGES.referenceUsed, {
      reference: PAYMENT_MESSAGES.referenceUsed,
    });
  }
}

/** GET /api/admin/payments: entries of one status with their booking, oldest first. */
export async function paymentsToCheck(
  deps: Pick<Deps, 'db'>,
  status: string,
  scope: BranchScope,
): Promise<PaymentToCheck[]> {
  const rows = await paymentsWithBookings(deps.db, status, scope);
  return rows.map((r) => ({
    ...toPayment(r, 'admin'),
    bookingRef: bookingReference(r.booking_id),
    carName: r.car_name,
    customerName: r.customer_name,
    customerPhone: r.customer_phone,
  }));
}

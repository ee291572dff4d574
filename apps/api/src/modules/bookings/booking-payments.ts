import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rental/shared/api-error';
import { advanceAmount } from '@rental/shared/money';
import { bookingReference } from '@rental/shared/outbox';
import {
  PAYMENT_MESSAGES,
  PAYOUT_KINDS,
  type CounterEntrySchema,
  type Payment,
  type PaymentDecisionSchema,
  type PaymentKind,
  type PaymentToCheck,
  type UpiPaymentSchema,
} from '@rental/shared/payments';
import type { z } from 'zod';
import type { Db, Deps } from '../../deps';
import { AppError, ConflictError, NotFoundError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { adminRecordedAs } from '../admin-auth/admin-auth.service';
import { recordAudit, recordChange } from '../audit/audit.service';
import { queueBookingEvent } from '../outbox/outbox.service';
import type { BranchScope } from '../staff/branch-scope';
import { addHistory, depositReturnable, describeEntry, rentalRefundable } from './booking-ledger';
import { bookingFor } from './booking-queries';
import { findBookingById, type BookingRow } from './bookings.repository';
import { toPayment } from './payment-json';
import {
  decidePayment,
  findPayment,
  insertPayment,
  paymentsOfBooking,
  paymentsWithBookings,
  upiReferenceInUse,
  type PaymentRow,
} from './payments.repository';

// docs/product.md#holds-and-payments: the ledger. The renter submits the UPI reference of the
// advance (amount computed here); the admin records entries at the counter, received at once, and
// decides submitted ones. Each entry and decision is a line of the booking's history, and the
// renter or the business hears of it through the outbox in the same transaction, and an admin's
// entry or decision is kept in the audit log there too (docs/decisions/019-audit-log.md).

type PaymentDeps = Pick<Deps, 'db' | 'dbKind' | 'config' | 'clock' | 'outbox'>;
type UpiPayment = z.output<typeof UpiPaymentSchema>;
type CounterEntry = z.output<typeof CounterEntrySchema>;
type Decision = z.output<typeof PaymentDecisionSchema>;

const OPEN = ['Pending', 'Confirmed'];
const isPayout = (kind: string) => PAYOUT_KINDS.includes(kind as PaymentKind);

/** The unique index on live UPI references answers a racing duplicate with this. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === '23505' || /UNIQUE constraint failed/.test(e.message ?? '');
}

async function insertOrRefuse(trx: Db, row: PaymentRow): Promise<void> {
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
async function withLockedBooking(
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

/** The renter's UPI reference for the advance: recorded as submitted for the admin to check. */
export async function submitUpiAdvance(
  deps: PaymentDeps,
  actor: AuthUser,
  bookingId: string,
  input: UpiPayment,
): Promise<Payment> {
  return withLockedBooking(deps, actor, bookingId, async (trx, booking, payments) => {
    if (!OPEN.includes(booking.status)) {
      throw new ConflictError(ERROR_CODES.bookingClosed, PAYMENT_MESSAGES.bookingClosed);
    }
    if (!deps.config.upiId) {
      throw new ConflictError(ERROR_CODES.upiNotOffered, PAYMENT_MESSAGES.upiNotOffered);
    }
    if (payments.some((p) => p.kind === 'advance' && p.status !== 'rejected')) {
      throw new ConflictError(
        ERROR_CODES.advanceSubmitted,
        PAYMENT_MESSAGES.advanceAlreadySubmitted,
      );
    }
    const at = deps.clock().toISOString();
    const row: PaymentRow = {
      id: randomUUID(),
      booking_id: bookingId,
      kind: 'advance',
      method: 'upi',
      amount: advanceAmount(booking.total_amount, deps.config.advancePercent),
      reference: input.reference,
      status: 'submitted',
      recorded_by: 'customer',
      recorded_at: at,
      decided_by: null,
      decided_at: null,
      note: '',
    };
    await insertOrRefuse(trx, row);
    await addHistory(trx, bookingId, {
      status: booking.status,
      at,
      by: 'customer',
      note: `${describeEntry(row)} submitted, reference ${input.reference}`,
    });
    await queueBookingEvent(
      deps,
      trx,
      bookingId,
      { event: 'business_upi_submitted', amount: row.amount, reference: input.reference },
      { discriminator: row.id },
    );
    return row;
  });
}

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
  const row: PaymentRow = {
    id: randomUUID(),
    booking_id: booking.id,
    kind: entry.kind,
    method: entry.method,
    amount: entry.amount,
    reference: entry.method === 'upi' && reference ? reference.replace(/[\s-]/g, '') : reference,
    status: 'received',
    recorded_by: recordedBy,
    recorded_at: at,
    decided_by: null,
    decided_at: null,
    note: entry.note ?? '',
  };
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

/** PATCH /api/payments/{id}: the admin marks a submitted entry received or rejected. */
export async function decidePaymentAsAdmin(
  deps: PaymentDeps,
  adminId: string,
  paymentId: string,
  decision: Decision,
): Promise<Payment> {
  const decidedBy = `admin:${await adminRecordedAs(deps, adminId)}`;
  const row = await deps.db.transaction().execute(async (trx) => {
    const found = await findPayment(trx, paymentId);
    if (!found) throw new NotFoundError(PAYMENT_MESSAGES.paymentNotFound);
    const booking = (await findBookingById(trx, found.booking_id, deps.dbKind === 'postgres'))!;
    const at = deps.clock().toISOString();
    const change = {
      status: decision.status,
      decided_by: decidedBy,
      decided_at: at,
      note: decision.note,
    };
    // Conditional: of two racing decisions only the first changes the entry.
    if (!(await decidePayment(trx, paymentId, change))) {
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
      { status: found.status, note: found.note },
      { status: decided.status, note: decided.note },
    );
    const payout = isPayout(decided.kind);
    const verb = decision.status === 'received' ? (payout ? 'paid out' : 'received') : 'rejected';
    await addHistory(trx, booking.id, {
      status: booking.status,
      at,
      by: decidedBy,
      note: `${describeEntry(decided)} ${verb}${decision.note ? `: ${decision.note}` : ''}`,
    });
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

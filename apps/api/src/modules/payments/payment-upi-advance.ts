import { ERROR_CODES } from '@rental/shared/api-error';
import { advanceAmount } from '@rental/shared/money';
import { PAYMENT_MESSAGES, type Payment, type UpiPaymentSchema } from '@rental/shared/payments';
import type { z } from 'zod';
import { AppError, ConflictError } from '../../errors';
import type { AuthUser } from '../../auth-user';
import { queueBookingEvent } from '../outbox/outbox.service';
import { submitUpiEntry, withLockedBooking, type PaymentDeps } from './payment-entry';

// docs/product.md#holds-and-payments: the renter submits the UPI reference of the advance (amount
// computed here) for the admin to check; it is a line of the booking's history, and the business
// hears of it through the outbox in the same transaction.

type UpiPayment = z.output<typeof UpiPaymentSchema>;

const OPEN = ['Pending', 'Confirmed'];

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
    // A rejected reference may be corrected, a few times: each try holds the car a while.
    const tries = payments.filter((p) => p.kind === 'advance' && p.method === 'upi').length;
    if (tries >= deps.config.advanceTries) {
      throw new ConflictError(
        ERROR_CODES.advanceTries,
        PAYMENT_MESSAGES.advanceTries(deps.config.advanceTries),
      );
    }
    const amount = advanceAmount(booking.total_amount, deps.config.advancePercent);
    // An advance of ₹0 commits the renter to nothing, yet would hold the car.
    if (amount < 1) {
      throw new AppError(422, ERROR_CODES.zeroAdvance, PAYMENT_MESSAGES.amountPositive);
    }
    const at = deps.clock().toISOString();
    const row = await submitUpiEntry(
      trx,
      { id: bookingId, status: booking.status },
      { kind: 'advance', amount, reference: input.reference, note: '', at },
    );
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

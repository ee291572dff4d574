import { ERROR_CODES } from '@rental/shared/api-error';
import { computeBill, type Bill } from '@rental/shared/bill';
import { capDamageLines } from '@rental/shared/damage-cap';
import { formatRupees } from '@rental/shared/rental';
import { HANDOVER_MESSAGES, type ReturnRecordSchema } from '@rental/shared/handover';
import type { z } from 'zod';
import type { Db, Deps } from '../../deps';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { quoteOfBooking } from '../pricing/pricing.service';
import { protectionOfBooking } from '../protection/protection.service';
import { listHandovers, type HandoverRow } from './handover.repository';
import { handoverOf } from './handover-record';
import { findBookingById, type BookingRow } from '../booking-record/booking-record.service';

// docs/product.md#handover-and-bill: the final bill a return makes, from the booking, the pickup
// record and the return's readings and charges; the admin may preview it before recording.

export type ReturnInput = z.output<typeof ReturnRecordSchema>;

/** The bill of the return, refusing an odometer or a time before the pickup's. */
export function billFor(
  deps: Pick<Deps, 'config'>,
  booking: BookingRow,
  pickup: HandoverRow,
  input: ReturnInput,
  returnedAt: Date,
): Bill {
  if (input.odometerKm < pickup.odometer_km) {
    const message = HANDOVER_MESSAGES.odometerBelowPickup(pickup.odometer_km);
    throw new ValidationError(message, { odometerKm: message });
  }
  if (returnedAt.getTime() < new Date(pickup.at).getTime()) {
    throw new ValidationError(HANDOVER_MESSAGES.returnBeforePickup);
  }
  return computeBill({
    pricePerDay: booking.price_per_day,
    totalDays: booking.total_days,
    bookedReturnAt: new Date(booking.return_at),
    returnedAt,
    odometerOut: pickup.odometer_km,
    odometerIn: input.odometerKm,
    lateGraceMinutes: deps.config.lateGraceMinutes,
    charges: cappedDamageLines(booking, input),
    promo: booking.promo_code ? { code: booking.promo_code, discount: booking.discount } : null,
    // docs/product.md#rate-plans: the plan's lines and km allowance as booked (or extended).
    quote: quoteOfBooking(booking),
  });
}

/**
 * docs/product.md#protection-plans: the return's damage lines, each billing at most what is left
 * under the booking's plan cap (the lines before it counted), unless staff gave a reason why the
 * cap does not apply.
 */
function cappedDamageLines(booking: BookingRow, input: ReturnInput): ReturnInput['charges'] {
  const plan = protectionOfBooking(booking);
  if (!plan || input.damageCapExclusion) return input.charges;
  const damage = input.charges.filter((c) => c.kind === 'damage');
  const capped = capDamageLines(
    damage.map((c) => c.amount),
    { cap: plan.damageCap, charged: 0, excluded: false },
  );
  return input.charges.map((c) => {
    const i = damage.indexOf(c);
    if (i < 0 || !capped[i]!.capped) return c;
    const note = `${formatRupees(c.amount)} asked, capped by the ${plan.name} plan at ${formatRupees(plan.damageCap)}`;
    return { ...c, amount: capped[i]!.amount, description: `${c.description} (${note})` };
  });
}

/** The pickup record of a booking not yet returned. */
export async function pickedUp(trx: Db, bookingId: string): Promise<HandoverRow> {
  const rows = await listHandovers(trx, bookingId);
  const pickup = handoverOf(rows, 'pickup');
  if (!pickup)
    throw new ConflictError(ERROR_CODES.handoverNotAllowed, HANDOVER_MESSAGES.notPickedUp);
  if (handoverOf(rows, 'return')) {
    throw new ConflictError(ERROR_CODES.handoverNotAllowed, HANDOVER_MESSAGES.alreadyReturned);
  }
  return pickup;
}

/** What recording the return now would bill, without recording it. */
export async function previewBill(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  bookingId: string,
  input: ReturnInput,
): Promise<Bill> {
  const booking = await findBookingById(deps.db, bookingId);
  if (!booking) throw new NotFoundError('Booking not found.');
  return billFor(deps, booking, await pickedUp(deps.db, bookingId), input, deps.clock());
}

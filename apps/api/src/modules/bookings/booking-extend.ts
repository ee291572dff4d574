import { ERROR_CODES } from '@rental/shared/api-error';
import { RENTAL_PERIOD_MESSAGES, returnIssue } from '@rental/shared/availability';
import type { Booking } from '@rental/shared/bookings';
import { CLEANING_BUFFER_MS } from '@rental/shared/constants';
import { toKolkataDate, toKolkataTime } from '@rental/shared/kolkata-time';
import { advanceAmount } from '@rental/shared/money';
import { PAYMENT_MESSAGES, type ExtensionPreview } from '@rental/shared/payments';
import type { Quote } from '@rental/shared/pricing/quote';
import { formatRupees } from '@rental/shared/rental';
import type { Db, Deps } from '../../deps';
import { ConflictError, ValidationError } from '../../errors';
import type { AuthUser } from '../../auth-user';
import { scheduleReminders } from '../outbox/reminders';
import { requoteBooking } from '../pricing/pricing.service';
import { isExtendable } from './booking-json';
import { refuseBlockedRenter } from '../customers/block.service';
import { paymentsOfBooking, receivedNotPaidOut } from '../payments/ledger.service';
import { bookingAfterChange } from './booking-queries';
import {
  clashingBlocks,
  clashingBookings,
  findCarForBooking,
  findRenterForBooking,
  sqlBounds,
  type BookingRow,
} from './bookings.repository';
import {
  addHistory,
  bookingFor,
  findBookingById,
  kolkataWhen,
  updateBooking,
} from '../booking-record/booking-record.service';

// docs/product.md#holds-and-payments: the renter of a Confirmed booking moves its return later,
// before the return time. The car must be free until then by the availability rule (other
// bookings with the cleaning buffer, maintenance blocks); the whole period is priced again on the
// booking's own rate card (docs/product.md#rate-plans). A promo discount stays what it was at booking: the
// added days are not discounted (docs/decisions/021-promo-codes.md).

type ExtendDeps = Pick<Deps, 'db' | 'dbKind' | 'config' | 'clock' | 'outbox'>;
const BUFFER_HOURS = CLEANING_BUFFER_MS / 3_600_000;

interface Extension {
  quote: Quote;
  totalDays: number;
  totalAmount: number;
  extraAmount: number;
  /** Why the car is not free until then; null when it is. */
  taken: { code: 'booking_overlap' | 'maintenance_overlap'; reason: string } | null;
}

function validRequest(row: BookingRow, returnAt: Date, now: Date): void {
  if (!isExtendable(row, now)) {
    throw new ConflictError(ERROR_CODES.notExtendable, PAYMENT_MESSAGES.notExtendable);
  }
  const field = (message: string) => new ValidationError(message, { returnAt: message });
  if (returnAt.getTime() % 60_000 !== 0) throw field('Choose a return time in whole minutes.');
  if (returnAt.getTime() <= Date.parse(row.return_at)) throw field(PAYMENT_MESSAGES.extendLater);
  const issue = returnIssue({ from: new Date(row.pickup_at), to: returnAt });
  if (issue) throw field(RENTAL_PERIOD_MESSAGES[issue]);
}

/** The figures of moving the return of `row` to `returnAt`, and what is in the way if anything. */
async function extensionOf(db: Db, row: BookingRow, returnAt: Date): Promise<Extension> {
  // docs/product.md#rate-plans: the whole period priced again on the booking's own rate card.
  const quote = requoteBooking(row, returnAt);
  const totalDays = quote.days;
  const totalAmount = quote.total;
  const bounds = sqlBounds({ from: row.pickup_at, to: returnAt });
  const [other] = await clashingBookings(db, row.car_id, bounds, { exceptId: row.id });
  const [block] = await clashingBlocks(db, row.car_id, bounds);
  const latest = (startsAt: string) =>
    kolkataWhen(new Date(Date.parse(startsAt) - CLEANING_BUFFER_MS).toISOString());
  // The earlier of the two is what stops the extension.
  const firstIsBlock = block && (!other || block.start_at < other.pickup_at);
  const taken = firstIsBlock
    ? {
        code: ERROR_CODES.maintenanceOverlap,
        reason:
          `${PAYMENT_MESSAGES.extensionTaken} The car is in maintenance from ` +
          `${kolkataWhen(block.start_at)}; with the ${BUFFER_HOURS}-hour cleaning gap the latest ` +
          `return is ${latest(block.start_at)}.`,
      }
    : other
      ? {
          code: ERROR_CODES.bookingOverlap,
          reason:
            `${PAYMENT_MESSAGES.extensionTaken} The car is booked from ` +
            `${kolkataWhen(other.pickup_at)}; with the ${BUFFER_HOURS}-hour cleaning gap the ` +
            `latest return is ${latest(other.pickup_at)}.`,
        }
      : null;
  return { quote, totalDays, totalAmount, extraAmount: totalAmount - row.total_amount, taken };
}

/** GET /api/bookings/{id}/extension?returnAt= */
export async function extensionPreview(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: AuthUser,
  id: string,
  returnAt: Date,
): Promise<ExtensionPreview> {
  const row = await bookingFor(deps, actor, id);
  validRequest(row, returnAt, deps.clock());
  const extension = await extensionOf(deps.db, row, returnAt);
  return {
    free: extension.taken === null,
    extraAmount: extension.extraAmount,
    totalDays: extension.totalDays,
    reason: extension.taken?.reason ?? null,
  };
}

/** POST /api/bookings/{id}/extend: moves the return at once, or 409 with the reason. */
export async function extendBooking(
  deps: ExtendDeps,
  actor: AuthUser,
  id: string,
  returnAt: Date,
): Promise<Booking> {
  await bookingFor(deps, actor, id);
  const lock = deps.dbKind === 'postgres';
  const booking = await deps.db.transaction().execute(async (trx) => {
    // The booking, then its car, locked: two renters racing for the same hours go one at a time
    // (as the booking POST does), and the second sees the first's new return.
    const row = (await findBookingById(trx, id, lock))!;
    validRequest(row, returnAt, deps.clock());
    await findCarForBooking(trx, row.car_id, lock);
    refuseBlockedRenter((await findRenterForBooking(trx, row.customer_id, lock))!);
    const extension = await extensionOf(trx, row, returnAt);
    if (extension.taken) throw new ConflictError(extension.taken.code, extension.taken.reason);
    // The longer rental's advance must be in hand: an unpaid booking cannot grow to 90 days and
    // then be cancelled for free. The branch takes the difference at the counter first.
    const received = receivedNotPaidOut(await paymentsOfBooking(trx, id), 'refund');
    const short = advanceAmount(extension.totalAmount, deps.config.advancePercent) - received;
    if (short > 0) {
      throw new ConflictError(ERROR_CODES.extensionUnpaid, PAYMENT_MESSAGES.extensionUnpaid(short));
    }
    const at = deps.clock().toISOString();
    await updateBooking(trx, id, {
      return_date: toKolkataDate(returnAt),
      return_time: toKolkataTime(returnAt),
      return_at: returnAt.toISOString(),
      total_days: extension.totalDays,
      total_amount: extension.totalAmount,
      quote: JSON.stringify(extension.quote),
      updated_at: at,
    });
    await addHistory(trx, id, {
      status: row.status,
      at,
      by: 'customer',
      note:
        `Return moved from ${kolkataWhen(row.return_at)} to ` +
        `${kolkataWhen(returnAt.toISOString())}: ${extension.totalDays} days, ` +
        `${formatRupees(extension.extraAmount)} added`,
    });
    // docs/product.md#messages: the return reminders follow the new time.
    await scheduleReminders(deps, trx, id);
    return bookingAfterChange(deps, trx, id, actor.role);
  });
  deps.outbox.wake();
  return booking;
}

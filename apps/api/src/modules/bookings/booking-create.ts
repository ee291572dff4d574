import { createHash, randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rental/shared/api-error';
import type { Booking, BookingRequestSchema } from '@rental/shared/bookings';
import { kolkataInstant } from '@rental/shared/kolkata-time';
import { MESSAGES } from '@rental/shared/messages';
import { PAYMENT_MESSAGES } from '@rental/shared/payments';
import type { z } from 'zod';
import { inSharedCommit } from '../../db/shared-commit';
import type { Db, Deps } from '../../deps';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors';
import { refuseBlockedRenter } from '../customers/block.service';
import { planDelivery, quoteLegs, reserveDelivery } from '../delivery/delivery-booking.service';
import { priceOrRefuse, quoteCar } from '../pricing/pricing.service';
import { recordPromoRedemption, takePromoCode } from '../promo-codes/promo-codes.service';
import { choosePlan } from '../protection/protection.service';
import { newBookingRow, toBooking } from './booking-json';
import { bookingFacts } from '../outbox/message-facts';
import { queueNewBooking } from '../outbox/reminders';
import {
  countPending,
  findCarForBooking,
  findRenterForBooking,
  findIdempotencyKey,
  hasClash,
  insertBooking,
  insertIdempotencyKey,
  setRenterEmailIfNone,
  sqlBounds,
} from './bookings.repository';
import { insertStatusChange } from '../booking-record/booking-record.service';

// The booking POST: one transaction that locks the renter and the car, checks the availability
// rule, writes the booking, its messages and reminders (docs/product.md#messages), its
// Idempotency-Key and the attempt's rate-limit counts: one commit per booking
// (docs/decisions/022-performance-close-to-the-limit.md).

type BookingInput = z.output<typeof BookingRequestSchema>;
type CreateDeps = Pick<Deps, 'db' | 'dbKind' | 'config' | 'clock' | 'outbox'>;

/** Counts the attempt against the booking's rate limits, in the db given (rate-limits.ts). */
type CountAttempt = (db: Db) => Promise<void>;

export interface BookingAnswer {
  statusCode: number;
  booking: Booking;
}

/** Thrown inside the transaction to roll it back when a parallel request took the same key. */
class KeyTaken extends Error {}

/**
 * docs/product.md#api: a repeated key answers the first result; a different body is refused.
 * Only a booking made is remembered: a refusal changed nothing, so its retry simply runs again.
 */
async function replay(trx: Db, customerId: string, key: string, requestHash: string) {
  const stored = await findIdempotencyKey(trx, customerId, key);
  if (!stored) return undefined;
  if (stored.request_hash !== requestHash) {
    throw new AppError(
      422,
      ERROR_CODES.idempotencyMismatch,
      'This Idempotency-Key was already used for a different booking request.',
    );
  }
  return { statusCode: stored.status_code, booking: JSON.parse(stored.response_body) as Booking };
}

export async function createBooking(
  deps: CreateDeps,
  customerId: string,
  input: BookingInput,
  key?: string,
  countAttempt: CountAttempt = async () => {},
): Promise<BookingAnswer> {
  const pickup = kolkataInstant(input.pickupDate, input.pickupTime);
  const ret = kolkataInstant(input.returnDate, input.returnTime);
  if (!pickup || !ret) {
    await countAttempt(deps.db);
    throw new ValidationError('Enter real pickup and return times.');
  }
  const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  const lockRows = deps.dbKind === 'postgres';

  const book = async (trx: Db): Promise<BookingAnswer & { created: boolean }> => {
    // Lock first: everything below sees the renter's and the car's bookings as they are now.
    const customer = await findRenterForBooking(trx, customerId, lockRows);
    if (!customer) throw new NotFoundError('Customer not found.');
    const car = await findCarForBooking(trx, input.carId, lockRows);
    const earlier = key ? await replay(trx, customerId, key, requestHash) : undefined;
    if (earlier) return { ...earlier, created: false };
    // docs/product.md#customers: a blocked renter is told to call the branch.
    refuseBlockedRenter(customer);
    // docs/product.md#holds-and-payments: a renter holds at most MAX_PENDING_BOOKINGS cars.
    if ((await countPending(trx, customerId)) >= deps.config.maxPendingBookings) {
      throw new ConflictError(
        ERROR_CODES.tooManyPending,
        PAYMENT_MESSAGES.tooManyPending(deps.config.maxPendingBookings),
      );
    }
    if (!car || car.deleted_at) throw new NotFoundError('Car not found.');
    if (!car.available) {
      throw new ConflictError(ERROR_CODES.carUnavailable, MESSAGES.carUnavailable);
    }
    // docs/product.md#availability: cleaning buffer and maintenance blocks included.
    if (await hasClash(trx, car.id, sqlBounds({ from: pickup, to: ret }))) {
      throw new ConflictError(ERROR_CODES.bookingOverlap, MESSAGES.carTakenForPeriod);
    }
    // docs/product.md#rate-plans: figures from the car's rate card now; the client's are ignored.
    // docs/product.md#doorstep-delivery: 422 for a PIN code outside the branch's area.
    const legs = await planDelivery(trx, car.branch, input.delivery, { pickup, ret });
    // docs/product.md#protection-plans: 422 for a plan no longer offered.
    const protection = await choosePlan(trx, input.protectionPlanId);
    const period = {
      pickup,
      ret,
      kmPlan: input.kmPlan,
      delivery: quoteLegs(legs),
      protection,
    };
    const plain = await quoteCar(trx, car, period);
    // docs/product.md#promo-codes: a code that no longer applies refuses the whole booking.
    const read = { db: trx, clock: deps.clock };
    const promo = input.promoCode
      ? await takePromoCode(read, input.promoCode, {
          customerId,
          rental: { days: plain.quote.days, carType: car.type, branch: car.branch },
          amount: plain.quote.rentalAmount,
        })
      : null;
    const quote = promo ? priceOrRefuse({ ...plain.pricing, ...period, promo }) : plain.quote;
    const now = deps.clock().toISOString();
    // docs/product.md#booking: the booking's e-mails go to the account's address, never to one
    // typed in the form; an account without one takes the form's, once, as its own.
    const email = customer.email || input.customerEmail;
    if (!customer.email) await setRenterEmailIfNone(trx, customerId, email, now);
    const row = newBookingRow(input, {
      id: randomUUID(),
      customerId,
      car,
      customer: { ...customer, email },
      pickupAt: pickup.toISOString(),
      returnAt: ret.toISOString(),
      quote,
      pricing: plain.pricing,
      gst: {
        ratePercent: car.gst_rate_percent ?? deps.config.gstRatePercent,
        sac: car.sac ?? deps.config.invoiceSac,
      },
      promo: promo && { code: promo.code, discount: quote.discount },
      protection,
      now,
    });
    await insertBooking(trx, row);
    // A seat of each doorstep leg's hour, or 409 and the booking rolls back with it.
    await reserveDelivery(trx, deps.clock(), row, legs);
    if (promo) await recordPromoRedemption(read, promo, row.id, customerId);
    const first = {
      booking_id: row.id,
      status: 'Pending',
      changed_at: now,
      changed_by: 'customer',
      note: '',
    };
    await insertStatusChange(trx, first);
    // In this transaction: the booking and its notices are stored together or not at all.
    await queueNewBooking(deps, trx, bookingFacts(row, car.branch));
    const booking = toBooking(row, [{ id: 0, ...first }], [], 'customer', {
      now: deps.clock(),
      config: deps.config,
    });
    if (key) {
      const stored = await insertIdempotencyKey(trx, {
        customer_id: customerId,
        key,
        request_hash: requestHash,
        status_code: 201,
        response_body: JSON.stringify(booking),
        created_at: now,
      });
      if (!stored) throw new KeyTaken();
    }
    return { statusCode: 201, booking, created: true };
  };
  // The attempt is counted last, so on PostgreSQL the counters' rows are locked only until the
  // commit right after.
  const run = () =>
    inSharedCommit(deps, async (trx) => {
      const answer = await book(trx);
      await countAttempt(trx);
      return answer;
    });

  let answer: BookingAnswer & { created: boolean };
  try {
    answer = await run();
  } catch (error) {
    // The rollback took the attempt's counts back with everything else: a refused attempt
    // counts too (docs/decisions/010-rate-limits-in-the-database.md).
    await countAttempt(deps.db);
    if (!(error instanceof KeyTaken)) throw error;
    // The same key on another car committed first; answer what it answered.
    answer = { ...(await replay(deps.db, customerId, key!, requestHash))!, created: false };
  }
  if (answer.created) deps.outbox.wake();
  return { statusCode: answer.statusCode, booking: answer.booking };
}

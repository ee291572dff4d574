import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@rental/shared/api-error';
import type {
  Booking,
  BookingListQuerySchema,
  BookingRequestSchema,
  BookingUpdate,
} from '@rental/shared/bookings';
import {
  ACTIVE_BOOKING_STATUSES,
  CLEANING_BUFFER_MS,
  type BookingStatus,
} from '@rental/shared/constants';
import { kolkataInstant, toKolkataDate, toKolkataTime } from '@rental/shared/kolkata-time';
import { rentalAmount, rentalDays } from '@rental/shared/rental';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { findAdminEmail } from '../admin-auth/admin-auth.repository';
import {
  clashingBlocks,
  clashingBookings,
  hasClash,
  sqlBounds,
} from '../availability/availability.sql';
import { createCustomersService } from '../customers/customers.service';
import { toBooking } from './booking-json';
import { bookingReceivedMail, newBookingMail, statusChangedMail } from './booking-mail';
import {
  findBookingById,
  findCarForBooking,
  findIdempotencyKey,
  historyOf,
  insertBooking,
  insertIdempotencyKey,
  insertStatusChange,
  listBookings,
  listCustomerBookings,
  updateBooking,
  type BookingRow,
} from './bookings.repository';

type Deps = Pick<
  FastifyInstance,
  'db' | 'dbKind' | 'config' | 'secrets' | 'notifications' | 'tokens' | 'log'
>;
type BookingInput = z.output<typeof BookingRequestSchema>;
type ListQuery = z.output<typeof BookingListQuerySchema>;

export interface BookingAnswer {
  statusCode: number;
  booking: Booking;
}

const overlap = () =>
  new ConflictError(
    ERROR_CODES.bookingOverlap,
    'This car is already booked for the selected dates. Please choose different dates.',
  );

const isActive = (status: string) =>
  (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(status);

/** '2026-11-27 09:00' in Kolkata, for messages to the admin. */
const when = (instant: string) => `${toKolkataDate(instant)} ${toKolkataTime(instant)}`;
const BUFFER_HOURS = CLEANING_BUFFER_MS / 3_600_000;

/**
 * issue 6: before a booking is set to Pending or Confirmed, the car must be free for it: no
 * maintenance block and no other Confirmed booking overlaps it, cleaning buffer included. A
 * booking re-opened from Cancelled or Completed must also miss every Pending booking, which
 * holds the car as the booking POST sees it.
 */
async function assertCarHoldable(trx: Db, booking: BookingRow, reopening: boolean) {
  const bounds = sqlBounds({ from: booking.pickup_at, to: booking.return_at });
  const [block] = await clashingBlocks(trx, booking.car_id, bounds);
  if (block) {
    throw new ConflictError(
      ERROR_CODES.maintenanceOverlap,
      `This booking overlaps a maintenance block of the car (${when(block.start_at)} to ` +
        `${when(block.end_at)}: ${block.reason}), counting the ${BUFFER_HOURS}-hour cleaning ` +
        'gap. Remove the block or cancel the booking.',
    );
  }
  const statuses = reopening ? ACTIVE_BOOKING_STATUSES : (['Confirmed'] as const);
  const [other] = await clashingBookings(trx, booking.car_id, bounds, {
    statuses,
    exceptId: booking.id,
  });
  if (other) {
    throw new ConflictError(
      ERROR_CODES.bookingOverlap,
      `This booking overlaps a ${other.status.toLowerCase()} booking of ${other.customer_name} ` +
        `for the same car (${when(other.pickup_at)} to ${when(other.return_at)}), counting the ` +
        `${BUFFER_HOURS}-hour cleaning gap. Cancel one of them first.`,
    );
  }
}

/** Thrown inside the transaction to roll it back when a parallel request took the same key. */
class KeyTaken extends Error {}

export function createBookingsService(deps: Deps) {
  const { db, notifications, log } = deps;
  const customers = createCustomersService(deps);
  const lockRows = deps.dbKind === 'postgres';

  async function withHistory(trx: Db, row: BookingRow): Promise<Booking> {
    const history = await historyOf(trx, [row.id]);
    return toBooking(row, history.get(row.id) ?? []);
  }

  /**
   * decisions 1: a repeated key answers the first result; a different body is refused. Only a
   * booking made is remembered: a refusal changed nothing, so its retry simply runs again.
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

  function mailSafely(send: () => Parameters<typeof notifications.mail>[0]) {
    try {
      void notifications.mail(send());
    } catch (error) {
      log.error({ err: error }, 'could not compose mail');
    }
  }

  return {
    async create(customerId: string, input: BookingInput, key?: string): Promise<BookingAnswer> {
      const customer = await customers.getCustomer(customerId);
      const pickup = kolkataInstant(input.pickupDate, input.pickupTime);
      const ret = kolkataInstant(input.returnDate, input.returnTime);
      if (!pickup || !ret) throw new ValidationError('Enter real pickup and return times.');
      const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');

      const run = () =>
        db.transaction().execute(async (trx): Promise<BookingAnswer & { created: boolean }> => {
          // Lock first: everything below sees the car's bookings as they are now.
          const car = await findCarForBooking(trx, input.carId, lockRows);
          const earlier = key ? await replay(trx, customerId, key, requestHash) : undefined;
          if (earlier) return { ...earlier, created: false };
          if (!car || car.deleted_at) throw new NotFoundError('Car not found.');
          if (!car.available) {
            throw new ConflictError(
              ERROR_CODES.carUnavailable,
              'This car is currently unavailable.',
            );
          }
          const pickupAt = pickup.toISOString();
          const returnAt = ret.toISOString();
          // issue 6: the availability rule, cleaning buffer and maintenance blocks included.
          if (await hasClash(trx, car.id, sqlBounds({ from: pickup, to: ret }))) throw overlap();

          // decisions 3: figures from the car's current price; the client's are ignored.
          const totalDays = rentalDays(pickup, ret);
          const now = new Date().toISOString();
          const row: BookingRow = {
            id: randomUUID(),
            customer_id: customerId,
            car_id: car.id,
            car_name: car.name,
            car_number: car.registration_number,
            // The account's name and mobile, whatever the read-only form fields say.
            customer_name: customer.name,
            customer_phone: customer.mobile,
            customer_email: input.customerEmail,
            address: input.address,
            city: input.city,
            state: input.state,
            country: input.country,
            pin_code: input.pinCode,
            date_of_birth: input.dateOfBirth,
            driver_license_number: input.driverLicenseNumber,
            dl_issued_state: input.dlIssuedState,
            pickup_date: input.pickupDate,
            pickup_time: input.pickupTime,
            return_date: input.returnDate,
            return_time: input.returnTime,
            pickup_at: pickupAt,
            return_at: returnAt,
            purpose: input.purpose,
            destination: input.destination,
            original_documents_submitted: input.originalDocumentsSubmitted,
            notes: input.notes,
            price_per_day: car.price,
            total_days: totalDays,
            total_amount: rentalAmount(car.price, totalDays),
            status: 'Pending',
            pickup_location: '',
            gas_tank_reading: '',
            created_at: now,
            updated_at: now,
          };
          await insertBooking(trx, row);
          const first = {
            booking_id: row.id,
            status: 'Pending',
            changed_at: now,
            changed_by: 'customer',
          };
          await insertStatusChange(trx, first);
          const booking = toBooking(row, [{ id: 0, ...first }]);
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
        });

      let answer: BookingAnswer & { created: boolean };
      try {
        answer = await run();
      } catch (error) {
        if (!(error instanceof KeyTaken)) throw error;
        // The same key on another car committed first; answer what it answered.
        answer = { ...(await replay(db, customerId, key!, requestHash))!, created: false };
      }
      if (answer.created) {
        // After commit and not awaited: a slow or failing mail server never costs the booking.
        mailSafely(() => bookingReceivedMail(answer.booking));
        mailSafely(() => newBookingMail(answer.booking, deps.config.businessEmail));
      }
      return { statusCode: answer.statusCode, booking: answer.booking };
    },

    async list(query: ListQuery): Promise<{ bookings: Booking[]; total: number }> {
      const { rows, total } = await listBookings(db, {
        status: query.status === 'All' ? undefined : query.status,
        search: query.search ? query.search.toLowerCase() : undefined,
        newestFirst: query.sort === 'newest',
        limit: query.limit,
        offset: query.offset,
      });
      const history = await historyOf(
        db,
        rows.map((r) => r.id),
      );
      return { bookings: rows.map((r) => toBooking(r, history.get(r.id) ?? [])), total };
    },

    /** decisions 4: a customer sees only their own bookings; the admin sees anyone's. */
    async listForCustomer(actor: AuthUser, customerId: string): Promise<Booking[]> {
      if (actor.role !== 'admin' && actor.id !== customerId) {
        throw new ForbiddenError('You can only see your own bookings.');
      }
      const rows = await listCustomerBookings(db, customerId);
      const history = await historyOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toBooking(r, history.get(r.id) ?? []));
    },

    async update(adminId: string, id: string, patch: BookingUpdate): Promise<Booking> {
      const adminEmail = await findAdminEmail(db, adminId);
      const { booking, statusChanged } = await db.transaction().execute(async (trx) => {
        const current = await findBookingById(trx, id);
        if (!current) throw new NotFoundError('Booking not found.');
        const status: BookingStatus | undefined =
          patch.status !== undefined && patch.status !== current.status ? patch.status : undefined;
        if (status && isActive(status)) {
          // Lock first, as the booking POST does: the check and the change see the same car.
          await findCarForBooking(trx, current.car_id, lockRows);
          await assertCarHoldable(trx, current, !isActive(current.status));
        }
        const now = new Date().toISOString();
        const next: BookingRow = {
          ...current,
          status: status ?? current.status,
          pickup_location: patch.pickupLocation ?? current.pickup_location,
          gas_tank_reading: patch.gasTankReading ?? current.gas_tank_reading,
          notes: patch.notes ?? current.notes,
          updated_at: now,
        };
        await updateBooking(trx, id, {
          status: next.status,
          pickup_location: next.pickup_location,
          gas_tank_reading: next.gas_tank_reading,
          notes: next.notes,
          updated_at: now,
        });
        if (status) {
          await insertStatusChange(trx, {
            booking_id: id,
            status,
            changed_at: now,
            changed_by: `admin:${adminEmail ?? adminId}`,
          });
        }
        return { booking: await withHistory(trx, next), statusChanged: status !== undefined };
      });
      if (statusChanged) mailSafely(() => statusChangedMail(booking));
      return booking;
    },
  };
}

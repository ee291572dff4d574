import { ERROR_CODES } from '@rental/shared/api-error';
import type { Booking, BookingUpdate } from '@rental/shared/bookings';
import {
  ACTIVE_BOOKING_STATUSES,
  CLEANING_BUFFER_MS,
  type BookingStatus,
} from '@rental/shared/constants';
import { toKolkataDate, toKolkataTime } from '@rental/shared/kolkata-time';
import type { Db, Deps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors';
import { adminRecordedAs } from '../admin-auth/admin-auth.service';
import { mailSafely, statusChangedMail } from './booking-mail';
import { withHistories } from './booking-queries';
import {
  clashingBlocks,
  clashingBookings,
  findBookingById,
  findCarForBooking,
  insertStatusChange,
  sqlBounds,
  updateBooking,
  type BookingRow,
} from './bookings.repository';

// The admin's edit of a booking: status, pickup location, fuel reading and notes, each status
// change recorded in the history with who made it.

type UpdateDeps = Pick<Deps, 'db' | 'dbKind' | 'clock' | 'notifications' | 'log'>;

const isActive = (status: string) =>
  (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(status);

/** '2026-11-27 09:00' in Kolkata, for messages to the admin. */
const when = (instant: string) => `${toKolkataDate(instant)} ${toKolkataTime(instant)}`;
const BUFFER_HOURS = CLEANING_BUFFER_MS / 3_600_000;

/**
 * docs/product.md#availability: before a booking is set to Pending or Confirmed, the car must be
 * free for it: no maintenance block and no other Confirmed booking overlaps it, cleaning buffer
 * included. A booking re-opened from Cancelled or Completed must also miss every Pending
 * booking, which holds the car as the booking POST sees it.
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

export async function updateBookingAsAdmin(
  deps: UpdateDeps,
  adminId: string,
  id: string,
  patch: BookingUpdate,
): Promise<Booking> {
  const changedBy = `admin:${await adminRecordedAs(deps, adminId)}`;
  const lockRows = deps.dbKind === 'postgres';
  const { booking, statusChanged } = await deps.db.transaction().execute(async (trx) => {
    const current = await findBookingById(trx, id);
    if (!current) throw new NotFoundError('Booking not found.');
    const status: BookingStatus | undefined =
      patch.status !== undefined && patch.status !== current.status ? patch.status : undefined;
    if (status && isActive(status)) {
      // Lock first, as the booking POST does: the check and the change see the same car.
      await findCarForBooking(trx, current.car_id, lockRows);
      await assertCarHoldable(trx, current, !isActive(current.status));
    }
    const now = deps.clock().toISOString();
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
        changed_by: changedBy,
      });
    }
    const [booking] = await withHistories(trx, [next]);
    return { booking: booking!, statusChanged: status !== undefined };
  });
  if (statusChanged) mailSafely(deps, () => statusChangedMail(booking));
  return booking;
}

import { ERROR_CODES } from '@rental/shared/api-error';
import { HANDOVER_MESSAGES } from '@rental/shared/handover';
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
import { changedFields, recordAudit } from '../audit/audit.service';
import { queueBookingEvent } from '../outbox/outbox.service';
import { scheduleReminders } from '../outbox/reminders';
import { cancelInTransaction } from './booking-cancel';
import { withDetails } from './booking-queries';
import {
  clashingBlocks,
  clashingBookings,
  findCarForBooking,
  historyOf,
  sqlBounds,
  type BookingRow,
} from './bookings.repository';
import {
  addHistory,
  findBookingById,
  hasPickup,
  updateBooking,
} from '../booking-record/booking-record.service';

// The admin's edit of a booking: status, pickup location, fuel reading and the staff's note, each status
// change recorded in the history with who made it, and told to the renter through the outbox.
// The changed fields are kept in the audit log in the same transaction
// (docs/decisions/019-audit-log.md).

/**
 * A booking confirmed, cancelled, re-opened and confirmed again is told each time; a repeated
 * write of the same change is not. Counted after the change's history line is written.
 */
async function repeatDiscriminator(
  trx: Db,
  id: string,
  status: BookingStatus,
  pending = 1,
): Promise<string | undefined> {
  const history = (await historyOf(trx, [id])).get(id) ?? [];
  const times = history.filter((h) => h.status === status).length + pending;
  return times > 1 ? String(times) : undefined;
}

/** docs/product.md#messages: the renter hears of these changes; reminders follow every change. */
async function queueStatusMessages(
  deps: UpdateDeps,
  trx: Db,
  id: string,
  status: BookingStatus,
): Promise<void> {
  const event =
    status === 'Confirmed'
      ? 'booking_confirmed'
      : status === 'Cancelled'
        ? 'booking_cancelled'
        : undefined;
  if (event) {
    await queueBookingEvent(
      deps,
      trx,
      id,
      event === 'booking_confirmed' ? { event } : { event, by: 'admin', refund: 0 },
      { discriminator: await repeatDiscriminator(trx, id, status, 0) },
    );
  }
  // docs/product.md#reviews: one invitation per booking; the key repeats if it is completed again.
  if (status === 'Completed')
    await queueBookingEvent(deps, trx, id, { event: 'review_invitation' });
  await scheduleReminders(deps, trx, id);
}

type UpdateDeps = Pick<Deps, 'db' | 'dbKind' | 'config' | 'clock' | 'outbox'>;

/** The fields of a booking the admin's edit can change, as the audit log shows them. */
const editable = (row: BookingRow) => ({
  status: row.status,
  pickupLocation: row.pickup_location,
  gasTankReading: row.gas_tank_reading,
  staffNote: row.staff_note,
  branch: row.branch,
});

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
    // Locked: the hold's release, a renter's cancel or payment waits for this change.
    const current = await findBookingById(trx, id, lockRows);
    if (!current) throw new NotFoundError('Booking not found.');
    const status: BookingStatus | undefined =
      patch.status !== undefined && patch.status !== current.status ? patch.status : undefined;
    if (status && (await hasPickup(trx, id))) {
      throw new ConflictError(
        ERROR_CODES.handoverNotAllowed,
        HANDOVER_MESSAGES.noStatusAfterHandover,
      );
    }
    let branch = current.branch;
    if (status && isActive(status)) {
      // Lock first, as the booking POST does: the check and the change see the same car.
      const car = await findCarForBooking(trx, current.car_id, lockRows);
      await assertCarHoldable(trx, current, !isActive(current.status));
      // docs/product.md#reports: a booking not picked up yet is at its car's branch; one
      // re-opened after its car moved goes there too.
      if (car) branch = car.branch;
    }
    const now = deps.clock().toISOString();
    const next: BookingRow = {
      ...current,
      pickup_location: patch.pickupLocation ?? current.pickup_location,
      gas_tank_reading: patch.gasTankReading ?? current.gas_tank_reading,
      // The renter's notes are theirs: staff write their own note (docs/product.md#admin).
      staff_note: patch.staffNote ?? patch.notes ?? current.staff_note,
      updated_at: now,
    };
    await updateBooking(trx, id, {
      pickup_location: next.pickup_location,
      gas_tank_reading: next.gas_tank_reading,
      staff_note: next.staff_note,
      branch,
      updated_at: now,
    });
    // docs/product.md#holds-and-payments: a booking the business cancels refunds everything paid.
    if (status === 'Cancelled' && isActive(current.status)) {
      await cancelInTransaction(
        deps,
        trx,
        current,
        { by: 'business', changedBy },
        { discriminator: await repeatDiscriminator(trx, id, 'Cancelled') },
      );
    } else if (status) {
      await updateBooking(trx, id, { status });
      await addHistory(trx, id, { status, at: now, by: changedBy, note: '' });
      await queueStatusMessages(deps, trx, id, status);
    }
    const saved = (await findBookingById(trx, id))!;
    const changed = changedFields(editable(current), editable(saved));
    if (changed) {
      await recordAudit(
        { db: trx, clock: deps.clock },
        {
          actorId: adminId,
          action: 'status' in changed.after ? 'booking.status' : 'booking.update',
          entity: 'booking',
          entityId: id,
          bookingId: id,
          carId: current.car_id,
          ...changed,
        },
      );
    }
    const [booking] = await withDetails(
      { db: trx, config: deps.config, clock: deps.clock },
      [saved],
      'admin',
    );
    return { booking: booking!, statusChanged: status !== undefined };
  });
  if (statusChanged) deps.outbox.wake();
  return booking;
}

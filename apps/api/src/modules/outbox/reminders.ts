import { ACTIVE_BOOKING_STATUSES } from '@rental/shared/constants';
import { REMINDER_EVENTS, type ReminderEvent } from '@rental/shared/outbox';
import type { Db, Deps } from '../../deps';
import { bookingFacts, type BookingFacts } from './message-facts';
import { cancelReminders, findBookingForMessages, upsertReminder } from './outbox.repository';
import { bookingEntries, enqueueMessages, toMessageRow, type OutboxEntry } from './outbox.service';
import type { EventData } from './templates';

// docs/product.md#messages: reminders come from the booking's own times. Kolkata keeps +05:30 all
// year (docs/product.md#time), so "24 hours before" is the same wall-clock time the day before.

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

type ReminderConfig = Pick<Deps['config'], 'businessEmail' | 'lateGraceMinutes'>;

/**
 * When each reminder is due, relative to the booking's pickup or return. The overdue notice waits
 * the configured grace, the same one after which the bill counts a late day.
 */
function reminderOffset(
  config: ReminderConfig,
  event: ReminderEvent,
): { from: 'pickup' | 'return'; ms: number } {
  switch (event) {
    case 'pickup_24h':
      return { from: 'pickup', ms: -24 * HOUR_MS };
    case 'pickup_2h':
      return { from: 'pickup', ms: -2 * HOUR_MS };
    case 'return_2h':
      return { from: 'return', ms: -2 * HOUR_MS };
    case 'business_return_overdue':
      return { from: 'return', ms: config.lateGraceMinutes * MINUTE_MS };
  }
}

function reminderDue(config: ReminderConfig, booking: BookingFacts, event: ReminderEvent): Date {
  const { from, ms } = reminderOffset(config, event);
  const pickup = Date.parse(booking.pickupAt);
  const ret = Date.parse(booking.returnAt);
  const due = (from === 'pickup' ? pickup : ret) + ms;
  // docs/product.md#messages: an hourly rental can be shorter than the 2 hours of the return
  // reminder; it then comes halfway through the rental, never before the car is picked up.
  if (event === 'return_2h') return new Date(Math.max(due, pickup + (ret - pickup) / 2));
  return new Date(due);
}

/**
 * docs/product.md#messages: a booking made less than 2 hours before its pickup gets the pickup
 * reminder at once (it names the branch and the time), while the pickup is still ahead; any
 * other reminder whose moment has passed is not sent.
 */
function shortNotice(booking: BookingFacts, event: ReminderEvent, now: Date): Date | null {
  if (event !== 'pickup_2h' || Date.parse(booking.pickupAt) <= now.getTime()) return null;
  return now;
}

const reminderData = (config: ReminderConfig, event: ReminderEvent): EventData =>
  event === 'business_return_overdue'
    ? { event, graceMinutes: config.lateGraceMinutes }
    : { event };

/** Whether a reminder still applies to a booking in this status (checked again when sending). */
export function remindable(status: string): boolean {
  return (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(status);
}

/**
 * The reminders a booking should have from now on: none once it is cancelled or completed, and
 * none whose moment has passed. The scheduled instant is part of each key, so a booking moved to
 * other times gets new reminders and the old ones are cancelled.
 */
function wantedReminders(config: ReminderConfig, booking: BookingFacts, now: Date): OutboxEntry[] {
  if (!remindable(booking.status)) return [];
  return REMINDER_EVENTS.flatMap((event) => {
    const due = reminderDue(config, booking, event);
    const dueAt = due > now ? due : shortNotice(booking, event, now);
    if (!dueAt) return [];
    // The key keeps the reminder's own moment, so recomputing later finds the same message.
    return bookingEntries(config, booking, reminderData(config, event), {
      dueAt,
      discriminator: due.toISOString(),
    });
  });
}

/** Recomputes a booking's reminders inside the caller's transaction, after its times or status changed. */
export async function scheduleReminders(
  deps: Pick<Deps, 'config' | 'clock'>,
  db: Db,
  bookingId: string,
): Promise<void> {
  const row = await findBookingForMessages(db, bookingId);
  if (!row) return;
  const now = deps.clock();
  const wanted = wantedReminders(deps.config, bookingFacts(row, row.branch), now);
  await cancelReminders(
    db,
    bookingId,
    REMINDER_EVENTS,
    wanted.map((e) => e.key),
    now.toISOString(),
  );
  for (const entry of wanted) await upsertReminder(db, toMessageRow(entry, now));
}

/**
 * A new booking's messages in one insert, in the caller's transaction: the renter's and the
 * business's notices and the reminders. Nothing of a new booking is stored yet to cancel or
 * bring back, so scheduleReminders' reads are not needed.
 */
export function queueNewBooking(
  deps: Pick<Deps, 'config' | 'clock'>,
  db: Db,
  booking: BookingFacts,
): Promise<number> {
  const now = deps.clock();
  return enqueueMessages(
    db,
    [
      ...bookingEntries(deps.config, booking, { event: 'booking_received' }),
      ...bookingEntries(deps.config, booking, { event: 'business_new_booking' }),
      ...wantedReminders(deps.config, booking, now),
    ],
    now,
  );
}

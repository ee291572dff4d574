import { takenDays } from '@rental/shared/availability';
import { busyDays, busyHoursText } from '@rental/shared/busy-hours';
import type { CarSchedule, ScheduleBooking } from '@rental/shared/blocks';
import type { BookingStatus } from '@rental/shared/constants';
import type { CalendarMarkKind } from '@/components/month-calendar';
import { addMonths, daysInMonth } from '@/components/month-calendar-dates';

// docs/product.md#availability: the admin's per-car calendar. Days are Kolkata days (docs/product.md#time): a booking from
// 22:00 to 02:00 marks both days it touches. Cancelled bookings hold nothing and mark no day.

export const SCHEDULE_MONTHS = 2;

/** Colours follow the admin's status badges (docs/product.md#screens); maintenance is also striped. */
export const SCHEDULE_KINDS: readonly CalendarMarkKind[] = [
  { key: 'Confirmed', label: 'Confirmed booking', tone: 'success' },
  { key: 'Pending', label: 'Pending booking', tone: 'warning' },
  { key: 'Completed', label: 'Completed booking', tone: 'primary' },
  { key: 'maintenance', label: 'Maintenance', tone: 'danger', striped: true },
];

const MARKED_STATUSES: readonly BookingStatus[] = ['Confirmed', 'Pending', 'Completed'];

/** The window of GET /api/cars/{id}/schedule covering `months` whole months from `firstMonth`. */
export function scheduleWindow(
  firstMonth: string,
  months = SCHEDULE_MONTHS,
): { from: string; days: number } {
  let days = 0;
  for (let i = 0; i < months; i++) days += daysInMonth(addMonths(firstMonth, i));
  return { from: `${firstMonth}-01`, days };
}

/** Kolkata days each interval touches (no cleaning buffer: the admin sees the booking itself). */
function daysOf(from: string, to: string, schedule: Pick<CarSchedule, 'from' | 'days'>) {
  return takenDays([{ from, to }], schedule.from, schedule.days, 0);
}

/** date -> kinds of SCHEDULE_KINDS marking it, in legend order. */
export function scheduleMarks(
  schedule: Pick<CarSchedule, 'from' | 'days' | 'bookings' | 'blocks'>,
): Map<string, string[]> {
  const byDate = new Map<string, Set<string>>();
  const mark = (dates: string[], kind: string) => {
    for (const date of dates) {
      const set = byDate.get(date) ?? new Set<string>();
      set.add(kind);
      byDate.set(date, set);
    }
  };
  for (const booking of schedule.bookings) {
    if (!MARKED_STATUSES.includes(booking.status)) continue;
    mark(daysOf(booking.pickupDateTime, booking.returnDateTime, schedule), booking.status);
  }
  for (const block of schedule.blocks) mark(daysOf(block.from, block.to, schedule), 'maintenance');
  const order = SCHEDULE_KINDS.map((k) => k.key);
  return new Map([...byDate].map(([date, kinds]) => [date, order.filter((key) => kinds.has(key))]));
}

/** Whether a booking or block touches a Kolkata day. */
export function touchesDay(from: string, to: string, date: string): boolean {
  return takenDays([{ from, to }], date, 1, 0).length > 0;
}

export type ScheduleEntry =
  | { kind: 'booking'; id: string; from: string; to: string; booking: ScheduleBooking }
  | { kind: 'block'; id: string; from: string; to: string; reason: string };

/** Bookings and blocks of the window in one list, by start. */
export function scheduleEntries(
  schedule: Pick<CarSchedule, 'bookings' | 'blocks'>,
): ScheduleEntry[] {
  const entries: ScheduleEntry[] = [
    ...schedule.bookings.map((booking) => ({
      kind: 'booking' as const,
      id: booking._id,
      from: booking.pickupDateTime,
      to: booking.returnDateTime,
      booking,
    })),
    ...schedule.blocks.map((block) => ({
      kind: 'block' as const,
      id: block._id,
      from: block.from,
      to: block.to,
      reason: block.reason,
    })),
  ];
  return entries.sort((a, b) => new Date(a.from).getTime() - new Date(b.from).getTime());
}

/**
 * date -> the hours the car is held that day, cleaning gap included, as renters see them
 * ('Busy 10:00–16:00 incl. cleaning'): Pending and Confirmed bookings and maintenance blocks.
 */
export function scheduleBusyHours(
  schedule: Pick<CarSchedule, 'from' | 'days' | 'bookings' | 'blocks' | 'bufferMinutes'>,
): Map<string, string> {
  const held = [
    ...schedule.bookings
      .filter((b) => b.status === 'Pending' || b.status === 'Confirmed')
      .map((b) => ({ from: b.pickupDateTime, to: b.returnDateTime })),
    ...schedule.blocks.map((b) => ({ from: b.from, to: b.to })),
  ];
  const days = busyDays(held, schedule.from, schedule.days, schedule.bufferMinutes * 60_000);
  return new Map([...days].map(([date, day]) => [date, busyHoursText(day)]));
}

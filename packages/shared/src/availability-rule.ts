import { CLEANING_BUFFER_MS, MAX_BOOKING_LEAD_DAYS, MAX_RENTAL_DAYS } from './constants';
import { addDays, DAY_MS, kolkataInstant, toKolkataDate, todayInKolkata } from './kolkata-time';

// docs/product.md#availability: the one availability rule, pure (no zod), so the browser's screens
// can use it without the schemas of availability.ts. A car is taken for a period when it is marked
// unavailable, or when a Pending or Confirmed booking or a maintenance block overlaps the period
// widened by the cleaning buffer on both sides:
//
//   taken  <=>  other.from < period.to + buffer  AND  other.to + buffer > period.from
//
// so a car returned at 10:00 can be picked up again at 12:00, not at 11:59. The API's SQL twin
// (apps/api/src/db/availability-sql.ts) compares stored instants with the two
// bounds of clashBounds() below, so the arithmetic lives here only. Instants are absolute; dates
// and wall-clock times are Kolkata's whatever the zone of the server or browser
// (docs/product.md#time).

/** Anything `new Date()` reads as one instant: a Date, epoch milliseconds or an ISO string. */
export type Instant = Date | string | number;

/** A half-open period [from, to). */
export interface Period {
  from: Instant;
  to: Instant;
}

const msOf = (instant: Instant): number => new Date(instant).getTime();

/**
 * Another interval takes the car for `period` when it starts before `startsBefore` and ends
 * after `endsAfter` (strictly, both).
 */
export function clashBounds(
  period: Period,
  bufferMs: number = CLEANING_BUFFER_MS,
): { startsBefore: Date; endsAfter: Date } {
  return {
    startsBefore: new Date(msOf(period.to) + bufferMs),
    endsAfter: new Date(msOf(period.from) - bufferMs),
  };
}

/** Whether `other` (a booking or block) takes the car for `period`, buffer included. */
export function clashes(
  period: Period,
  other: Period,
  bufferMs: number = CLEANING_BUFFER_MS,
): boolean {
  const { startsBefore, endsAfter } = clashBounds(period, bufferMs);
  return msOf(other.from) < startsBefore.getTime() && msOf(other.to) > endsAfter.getTime();
}

export interface FreeOptions {
  /** The car's availability flag; an unavailable car is never free. Default true. */
  available?: boolean;
  /** Default CLEANING_BUFFER_MS; pass `bufferMinutes * 60_000` from GET /api/cars/{id}/busy. */
  bufferMs?: number;
}

/** Whether a car with these busy intervals can be booked for `period`. */
export function isPeriodFree(
  period: Period,
  intervals: readonly Period[],
  { available = true, bufferMs = CLEANING_BUFFER_MS }: FreeOptions = {},
): boolean {
  return available && !intervals.some((other) => clashes(period, other, bufferMs));
}

/**
 * The Kolkata dates ('YYYY-MM-DD', ascending) among the `days` days from `fromDate` that a busy
 * interval, widened by the buffer, touches: the taken days of a calendar. A booking returned at
 * 23:30 in Kolkata also marks the next day, whose first 1 h 30 min are cleaning time.
 */
export function takenDays(
  intervals: readonly Period[],
  fromDate: string,
  days: number,
  bufferMs: number = CLEANING_BUFFER_MS,
): string[] {
  const lastDate = addDays(fromDate, days - 1);
  const taken = new Set<string>();
  for (const interval of intervals) {
    const start = msOf(interval.from) - bufferMs;
    const end = msOf(interval.to) + bufferMs;
    if (!(end > start)) continue;
    // The period is half-open: an interval ending exactly at midnight leaves the next day free.
    let day = toKolkataDate(start);
    const last = toKolkataDate(end - 1);
    if (day < fromDate) day = fromDate;
    for (; day <= last && day <= lastDate; day = addDays(day, 1)) taken.add(day);
  }
  return [...taken].sort();
}

/** The period a calendar covers: Kolkata midnight of `fromDate` to midnight `days` days later. */
export function calendarPeriod(fromDate: string, days: number): { from: Date; to: Date } {
  const from = kolkataInstant(fromDate, '00:00');
  if (!from) throw new RangeError(`Not a date: ${fromDate}`);
  return { from, to: new Date(from.getTime() + days * DAY_MS) };
}

/** The period of the booking form's schedule step, or null while a part is missing or invalid. */
export function bookingPeriod(v: {
  pickupDate?: string;
  pickupTime?: string;
  returnDate?: string;
  returnTime?: string;
}): { from: Date; to: Date } | null {
  if (!v.pickupDate || !v.pickupTime || !v.returnDate || !v.returnTime) return null;
  const from = kolkataInstant(v.pickupDate, v.pickupTime);
  const to = kolkataInstant(v.returnDate, v.returnTime);
  return from && to && to > from ? { from, to } : null;
}

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A query or form value to an instant, or null when it is not one:
 * - 'YYYY-MM-DDTHH:mm' (what a datetime-local input gives; seconds allowed) is Kolkata time;
 * - ISO 8601 with 'Z' or an offset ('2026-11-27T09:00:00.000+05:30') is that instant.
 */
export function parseKolkataDateTime(value: string): Date | null {
  const m = DATE_TIME.exec(value.trim());
  if (!m) return null;
  const [, date, hh, mm, ss = '00', fraction = '0', offset] = m as unknown as string[];
  if (Number(ss) > 59) return null;
  const extraMs = Number(ss) * 1000 + Number(fraction.padEnd(3, '0'));
  if (!offset) {
    const wallClock = kolkataInstant(date!, `${hh}:${mm}`);
    return wallClock && new Date(wallClock.getTime() + extraMs);
  }
  // kolkataInstant checks the calendar date and the clock; the offset then moves the instant.
  const asKolkata = kolkataInstant(date!, `${hh}:${mm}`);
  if (!asKolkata) return null;
  if (offset !== 'Z' && (Number(offset.slice(1, 3)) > 14 || Number(offset.slice(4)) > 59)) {
    return null;
  }
  const instant = new Date(`${date}T${hh}:${mm}:${ss}.${fraction.padEnd(3, '0')}${offset}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * What is wrong with a period whose ends are both set, if anything; shared by search and blocks.
 */
export function periodIssue(
  period: { from: Date; to: Date },
  maxDays: number,
): 'reversed' | 'tooLong' | undefined {
  const span = period.to.getTime() - period.from.getTime();
  if (span <= 0) return 'reversed';
  if (span > maxDays * DAY_MS) return 'tooLong';
  return undefined;
}

/**
 * The rental period's limits (docs/product.md#booking), for the booking form, the search by
 * dates and the API alike: the messages say the same limits the checks below apply.
 */
export const RENTAL_PERIOD_MESSAGES = {
  reversed: 'Return must be after pickup.',
  tooLong: `A booking can last at most ${MAX_RENTAL_DAYS} days.`,
  tooFar: `Pickup must be within ${MAX_BOOKING_LEAD_DAYS} days from today.`,
} as const;

/** A pickup on this Kolkata date ('YYYY-MM-DD') is too far ahead of today. */
export function pickupDateIssue(pickupDate: string, now: Date): 'tooFar' | undefined {
  return pickupDate > addDays(todayInKolkata(now), MAX_BOOKING_LEAD_DAYS) ? 'tooFar' : undefined;
}

/** The return must come after pickup, and at most MAX_RENTAL_DAYS later. */
export function returnIssue(period: { from: Date; to: Date }): 'reversed' | 'tooLong' | undefined {
  return periodIssue(period, MAX_RENTAL_DAYS);
}

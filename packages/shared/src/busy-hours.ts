import type { Period } from './availability-rule';
import { CLEANING_BUFFER_MS } from './constants';
import { addDays, DAY_MS, kolkataInstant } from './kolkata-time';

// docs/product.md#availability: the hours of each Kolkata day that a car is held, cleaning
// buffer included, so a calendar can tell a day booked 10:00-14:00 (partly busy) from a day
// booked from morning to night (busy) and say which hours are taken. Pure, for the browser.

/** A Kolkata wall-clock span of one day, 'HH:mm' to 'HH:mm' ('24:00' is the day's end). */
export interface BusySpan {
  from: string;
  to: string;
}

export interface BusyDay {
  /** Held from midnight to midnight. */
  full: boolean;
  /** The held spans of the day, sorted and merged. */
  spans: BusySpan[];
}

const MINUTE_MS = 60_000;

function clock(msFromMidnight: number): string {
  const minutes = Math.round(msFromMidnight / MINUTE_MS);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The busy days among the `days` Kolkata days from `fromDate`: each day a busy interval
 * (widened by `bufferMs` on both sides) touches, with the spans it holds. Days not in the map
 * are free.
 */
export function busyDays(
  intervals: readonly Period[],
  fromDate: string,
  days: number,
  bufferMs: number = CLEANING_BUFFER_MS,
): Map<string, BusyDay> {
  const widened = intervals
    .map((i) => ({
      start: new Date(i.from).getTime() - bufferMs,
      end: new Date(i.to).getTime() + bufferMs,
    }))
    .filter((i) => i.end > i.start)
    .sort((a, b) => a.start - b.start);
  const result = new Map<string, BusyDay>();
  for (let n = 0; n < days; n++) {
    const date = addDays(fromDate, n);
    const midnight = kolkataInstant(date, '00:00')!.getTime();
    const spans: { start: number; end: number }[] = [];
    for (const i of widened) {
      const start = Math.max(i.start, midnight) - midnight;
      const end = Math.min(i.end, midnight + DAY_MS) - midnight;
      if (end <= start) continue;
      const last = spans.at(-1);
      if (last && start <= last.end) last.end = Math.max(last.end, end);
      else spans.push({ start, end });
    }
    if (!spans.length) continue;
    const full = spans.length === 1 && spans[0]!.start === 0 && spans[0]!.end === DAY_MS;
    result.set(date, {
      full,
      spans: spans.map((s) => ({ from: clock(s.start), to: clock(s.end) })),
    });
  }
  return result;
}

/** A day's held hours in words, e.g. 'Busy 10:00–16:00 incl. cleaning'. */
export function busyHoursText(day: BusyDay): string {
  if (day.full) return 'Busy all day';
  const spans = day.spans.map((s) => `${s.from}–${s.to}`);
  const list = spans.length > 1 ? `${spans.slice(0, -1).join(', ')} and ${spans.at(-1)}` : spans[0];
  return `Busy ${list} incl. cleaning`;
}

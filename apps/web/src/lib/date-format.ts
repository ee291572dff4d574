// docs/product.md#time: dates and times are shown in India time whatever the browser's zone.
const ZONE = 'Asia/Kolkata';

/**
 * A formatter made on first use: making one loads the locale's and the zone's data, a few
 * milliseconds of a phone's main thread that a screen showing no date (the car list without
 * dates, loaded with this module) should not spend while it starts.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat('en-IN', options)).format(date);
}

const dateTime = lazyFormat({
  timeZone: ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const dateOnly = lazyFormat({
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** An instant (ISO string) as e.g. "Sat, 28 Nov 2026, 10:00 am" in Kolkata. */
export function formatKolkataDateTime(instant: string): string {
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? instant : dateTime(d);
}

/** A calendar date 'YYYY-MM-DD' as e.g. "28 Nov 2026". */
export function formatCalendarDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : dateOnly(d);
}

/** 'HH:mm' as e.g. "10:00 am". */
export function formatClockTime(time: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) return time;
  const h = Number(m[1]);
  return `${h % 12 || 12}:${m[2]} ${h < 12 ? 'am' : 'pm'}`;
}

const kolkataDay = lazyFormat({
  timeZone: ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** An instant's calendar day in Kolkata, e.g. "28 November 2026". */
export function formatKolkataDay(instant: string): string {
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? instant : kolkataDay(d);
}

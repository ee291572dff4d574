// docs/product.md#time: the business runs on India time whatever the server's or browser's zone.
// Asia/Kolkata has had a fixed +05:30 offset with no daylight saving since 1945, so plain
// arithmetic is exact and no time-zone database is needed.

export const KOLKATA_OFFSET = '+05:30';
const OFFSET_MS = (5 * 60 + 30) * 60_000;
export const DAY_MS = 24 * 60 * 60_000;

/** 'YYYY-MM-DD' and 'HH:mm' in Kolkata to an instant; NaN-safe: returns null when invalid. */
export function kolkataInstant(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const d = new Date(`${date}T${time}:00${KOLKATA_OFFSET}`);
  if (Number.isNaN(d.getTime())) return null;
  // Reject dates the Date parser rolled over (2026-02-30 would become March 2).
  return toKolkataDate(d) === date && toKolkataTime(d) === time ? d : null;
}

/** ISO 8601 with the +05:30 offset, e.g. 2026-11-27T09:00:00.000+05:30. */
export function toKolkataIso(instant: Date | string | number): string {
  const ms = new Date(instant).getTime() + OFFSET_MS;
  return new Date(ms).toISOString().replace('Z', KOLKATA_OFFSET);
}

export function toKolkataDate(instant: Date | string | number): string {
  return toKolkataIso(instant).slice(0, 10);
}

export function toKolkataTime(instant: Date | string | number): string {
  return toKolkataIso(instant).slice(11, 16);
}

/** Today's calendar date in Kolkata ('YYYY-MM-DD'). */
export function todayInKolkata(now: Date = new Date()): string {
  return toKolkataDate(now);
}

/** Adds whole days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole years between a 'YYYY-MM-DD' birth date and a 'YYYY-MM-DD' day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

/** 'YYYY-MM-DDTHH:mm' in Kolkata: the value of a datetime-local input for this instant. */
export function toKolkataDateTimeLocal(instant: Date | string | number): string {
  return toKolkataIso(instant).slice(0, 16);
}

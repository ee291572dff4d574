// docs/product.md#time: the business runs on India time, whatever the browser's zone.

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const kolkataDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
});
const kolkataTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  timeStyle: 'short',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', dateStyle: 'medium' });
const longDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const count = new Intl.NumberFormat('en-IN');

export function formatCount(value: number): string {
  return count.format(value);
}

/** An instant (ISO 8601) shown in Kolkata time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** An instant as its Kolkata day and time, for two-line table cells. */
export function splitDateTime(iso: string): [day: string, time: string] {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return [iso, ''];
  return [kolkataDay.format(date), kolkataTime.format(date)];
}

/** A calendar date (YYYY-MM-DD) as written, without shifting it through a time zone. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateOnly.format(date);
}

/** A calendar date (YYYY-MM-DD) in words, e.g. "Friday, 27 November 2026". */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : longDay.format(date);
}

// Calendar arithmetic on 'YYYY-MM' months and 'YYYY-MM-DD' days, in UTC so the browser's time
// zone never shifts a day (docs/product.md#time: the days are Kolkata's).

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'YYYY-MM' plus whole months. */
export function addMonths(month: string, count: number): string {
  const d = utc(`${month}-01`);
  d.setUTCMonth(d.getUTCMonth() + count);
  return d.toISOString().slice(0, 7);
}

export function daysInMonth(month: string): number {
  const d = utc(`${month}-01`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
}

/** The last day of a month, 'YYYY-MM-DD'. */
export function lastDayOf(month: string): string {
  return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
}

/** 0 for Monday to 6 for Sunday. */
export function weekdayIndex(date: string): number {
  return (utc(date).getUTCDay() + 6) % 7;
}

/** The weeks of a month, Monday first; null pads the first and last week. */
export function monthWeeks(month: string): (string | null)[][] {
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(`${month}-01`) }, () => null);
  for (let day = 1; day <= daysInMonth(month); day++) {
    cells.push(`${month}-${String(day).padStart(2, '0')}`);
  }
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** The same day of the month `count` months on, or that month's last day. */
export function shiftMonth(date: string, count: number): string {
  const month = addMonths(date.slice(0, 7), count);
  const day = Math.min(Number(date.slice(8)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

import { formatKolkataDateTime } from '@/lib/date-format';

/** docs/product.md#doorstep-delivery: one of the free hours a full hour's refusal offers. */
export interface FreeHour {
  /** Kolkata calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** Kolkata wall-clock time, 'HH:mm'. */
  time: string;
}

/** A free hour in words, e.g. "Sat, 28 Nov 2026, 10:00 am". */
export function freeHourLabel(hour: FreeHour): string {
  return formatKolkataDateTime(`${hour.date}T${hour.time}:00+05:30`);
}

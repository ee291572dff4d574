import { z } from 'zod';
import { addDays } from './kolkata-time';

// docs/product.md#reports: the after-trip report, per month and branch: charges raised,
// recovered, waived and outstanding; deposits held, released and overdue. Flows count what
// happened in the month (within the period asked); balances are as at the month's end (or now,
// for a month not over yet).

const rupees = (description: string) => z.number().int().meta({ description });

const AfterTripMonthSchema = z.object({
  month: z.string().meta({ description: 'YYYY-MM (Kolkata calendar).' }),
  from: z.string().meta({ description: 'First day of the month counted (YYYY-MM-DD).' }),
  to: z.string().meta({ description: 'Last day of the month counted (YYYY-MM-DD).' }),
  branch: z.string().meta({ description: "The bookings' own branch." }),
  charges: z.object({
    raised: rupees('Charges added in the month.'),
    raisedCount: z.number().int(),
    recovered: rupees('Charges paid (payment received) or taken from the deposit in the month.'),
    waived: rupees('Charges waived in the month.'),
    outstanding: rupees('Charges neither paid, taken nor waived at the end of the month.'),
    outstandingCount: z.number().int(),
  }),
  deposits: z.object({
    held: rupees('Deposits received and not yet returned nor settled, at the end of the month.'),
    released: rupees('Deposit refunds paid out in the month.'),
    overdue: rupees('Deposit returns past their day and still unpaid at the end of the month.'),
    overdueCount: z.number().int(),
  }),
});
export type AfterTripMonth = z.infer<typeof AfterTripMonthSchema>;

export const AfterTripReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  branch: z.string().nullable(),
  months: z.array(AfterTripMonthSchema).meta({ description: 'Oldest month first, then branch.' }),
});
export type AfterTripReport = z.infer<typeof AfterTripReportSchema>;

/** The calendar months a period touches, each clipped to the period, oldest first. */
export function monthsOf(from: string, to: string): { month: string; from: string; to: string }[] {
  const months = [];
  let start = from;
  while (start <= to) {
    const [y, m] = start.split('-').map(Number) as [number, number];
    const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
    const end = addDays(next, -1) < to ? addDays(next, -1) : to;
    months.push({ month: start.slice(0, 7), from: start, to: end });
    start = next;
  }
  return months;
}

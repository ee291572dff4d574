import { z } from 'zod';
import { BRANCH_NAMES } from './business';
import { BOOKING_STATUSES, MAX_CALENDAR_DAYS, type BookingStatus } from './constants';
import { IsoDateSchema } from './fields';
import { addDays } from './kolkata-time';

// docs/product.md#reports and docs/decisions/020-reports-and-timeline.md: the owner's reports
// and CSV exports for a period of whole Kolkata days, and the fleet timeline of any admin.

/** The longest period a report or an export may cover (a year, leap day included). */
export const MAX_REPORT_DAYS = MAX_CALENDAR_DAYS;
/** The timeline shows one day or one week. */
export const TIMELINE_DAYS = [1, 7] as const;

export const REPORT_MESSAGES = {
  reversed: 'The last day must not be before the first day.',
  tooLong: `A report can cover at most ${MAX_REPORT_DAYS} days.`,
  branch: `Branch must be one of ${BRANCH_NAMES.join(', ')}.`,
  days: `Days must be ${TIMELINE_DAYS.join(' or ')}.`,
} as const;

const BranchQuerySchema = z
  .enum(BRANCH_NAMES, { error: REPORT_MESSAGES.branch })
  .optional()
  .meta({ description: 'One branch (the home branch of the car); all branches when absent.' });

/** Days from `from` to `to`, both counted. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5) + 1;
}

/** GET /api/admin/reports and the CSV exports: whole Kolkata days, both ends included. */
export const ReportQuerySchema = z
  .object({
    from: IsoDateSchema.meta({ description: 'First day (YYYY-MM-DD, Kolkata), included.' }),
    to: IsoDateSchema.meta({ description: 'Last day (YYYY-MM-DD, Kolkata), included.' }),
    branch: BranchQuerySchema,
  })
  .superRefine((v, ctx) => {
    const days = periodDays(v.from, v.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.reversed });
    else if (days > MAX_REPORT_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
  });
export type ReportQuery = z.output<typeof ReportQuerySchema>;

export const CarUtilisationSchema = z.object({
  carId: z.string(),
  name: z.string(),
  registrationNumber: z.string(),
  branch: z.string(),
  bookedHours: z.number().meta({ description: 'Confirmed and Completed bookings, clipped.' }),
  availableHours: z.number().meta({ description: 'The period in the fleet less maintenance.' }),
  utilisationPercent: z
    .number()
    .nullable()
    .meta({ description: 'Booked over available hours, at most 100; null when none available.' }),
});
export type CarUtilisation = z.infer<typeof CarUtilisationSchema>;

export const ReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  branch: z.string().nullable(),
  revenue: z.object({
    rentals: z.number().int().meta({ description: 'Rentals completed in the period.' }),
    rental: z.number().int().meta({ description: 'Their rental amounts, in rupees.' }),
    charges: z.number().int().meta({ description: 'What their bills added at the return.' }),
    total: z.number().int(),
  }),
  money: z.object({
    received: z.number().int().meta({ description: 'Advance, rental and charges received.' }),
    refunded: z.number().int().meta({ description: 'Refunds paid out.' }),
    net: z.number().int(),
  }),
  bookings: z.object({
    total: z.number().int().meta({ description: 'Bookings whose pickup falls in the period.' }),
    byStatus: z.object({
      Pending: z.number().int(),
      Confirmed: z.number().int(),
      Completed: z.number().int(),
      Cancelled: z.number().int(),
    } satisfies Record<BookingStatus, z.ZodNumber>),
    cancellationPercent: z.number().nullable(),
  }),
  averageRentalDays: z.number().nullable(),
  utilisation: z.object({
    bookedHours: z.number(),
    availableHours: z.number(),
    percent: z.number().nullable(),
    cars: z.array(CarUtilisationSchema),
  }),
});
export type Report = z.infer<typeof ReportSchema>;

/** GET /api/admin/timeline. */
export const TimelineQuerySchema = z.object({
  date: IsoDateSchema.optional().meta({
    description: 'First day (YYYY-MM-DD, Kolkata). Default: today in Kolkata.',
  }),
  days: z.coerce
    .number({ error: REPORT_MESSAGES.days })
    .refine((d) => (TIMELINE_DAYS as readonly number[]).includes(d), REPORT_MESSAGES.days)
    .default(1),
  branch: BranchQuerySchema.meta({
    description: 'One branch; staff always see their own, whatever they ask.',
  }),
});
export type TimelineQuery = z.input<typeof TimelineQuerySchema>;

export const TimelineBookingSchema = z.object({
  _id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  onTrip: z.boolean().meta({ description: 'Handed over and not yet returned.' }),
  customerName: z.string(),
  from: z.string(),
  to: z.string(),
});
export type TimelineBooking = z.infer<typeof TimelineBookingSchema>;

export const TimelineBlockSchema = z.object({
  _id: z.string(),
  reason: z.string(),
  from: z.string(),
  to: z.string(),
});
export type TimelineBlock = z.infer<typeof TimelineBlockSchema>;

export const TimelineCarSchema = z.object({
  _id: z.string(),
  name: z.string(),
  registrationNumber: z.string(),
  branch: z.string(),
  bookings: z.array(TimelineBookingSchema),
  blocks: z.array(TimelineBlockSchema),
});
export type TimelineCar = z.infer<typeof TimelineCarSchema>;

/** A pickup or a return due on the window's first day, for the dispatch. */
export const DispatchItemSchema = z.object({
  bookingId: z.string(),
  at: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  carName: z.string(),
  carNumber: z.string(),
  status: z.enum(BOOKING_STATUSES),
  handover: z.enum(['waiting', 'out', 'back']).meta({
    description: 'Not handed over yet, on its trip, or taken back: which counter step is next.',
  }),
});
export type DispatchItem = z.infer<typeof DispatchItemSchema>;

export const TimelineSchema = z.object({
  from: z.string().meta({ description: 'Start of the window, ISO 8601 with +05:30.' }),
  to: z.string(),
  days: z.number().int(),
  branch: z.string().nullable(),
  today: z.string().meta({ description: "Today's date in Kolkata (YYYY-MM-DD)." }),
  cars: z.array(TimelineCarSchema),
  pickups: z
    .array(DispatchItemSchema)
    .meta({ description: "Pickups due on the window's first day (`date`), in time order." }),
  returns: z
    .array(DispatchItemSchema)
    .meta({ description: "Returns due on the window's first day (`date`), in time order." }),
});
export type Timeline = z.infer<typeof TimelineSchema>;

/** The first and last day of the month `offset` months from the one of `today` (YYYY-MM-DD). */
export function monthPeriod(today: string, offset = 0): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 10);
  const next = new Date(Date.UTC(y, m + offset, 1)).toISOString().slice(0, 10);
  return { from: first, to: addDays(next, -1) };
}

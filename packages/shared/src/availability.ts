import { z } from 'zod';
import { BRANCH_NAMES } from './business';
import { parseKolkataDateTime, RENTAL_PERIOD_MESSAGES, returnIssue } from './availability-rule';
import { CALENDAR_DAYS, MAX_CALENDAR_DAYS } from './constants';
import { IsoDateSchema } from './fields';

// docs/product.md#availability: the request and answer schemas of availability. The rule itself is
// in availability-rule.ts (pure, no zod); it is exported from here too for the API's modules.
export * from './availability-rule';

const DATE_TIME_MESSAGE = 'Enter a date and time like 2026-11-27T09:00.';

/** A date and time as parseKolkataDateTime reads it; the parsed value is a Date. */
export const DateTimeInputSchema = z
  .string()
  .meta({
    description:
      "Kolkata wall-clock time 'YYYY-MM-DDTHH:mm' (a datetime-local input's value), or ISO 8601 " +
      "with 'Z' or an offset, e.g. 2026-11-27T09:00:00.000+05:30.",
    example: '2026-11-27T09:00',
  })
  .transform((value, ctx) => {
    const instant = parseKolkataDateTime(value);
    if (!instant) {
      ctx.addIssue({ code: 'custom', message: DATE_TIME_MESSAGE });
      return z.NEVER;
    }
    return instant;
  });

/**
 * GET /api/cars query. Without from and to the list is the plain list (optionally of one
 * branch); with both, every live car comes back with `freeForDates`.
 */
export const CarSearchQuerySchema = z
  .object({
    from: DateTimeInputSchema.optional().meta({
      description:
        "Pickup: Kolkata wall clock 'YYYY-MM-DDTHH:mm', or ISO 8601 with an offset. Needs `to`.",
    }),
    to: DateTimeInputSchema.optional().meta({
      description:
        "Return: Kolkata wall clock 'YYYY-MM-DDTHH:mm', or ISO 8601 with an offset. Needs `from`.",
    }),
    branch: z
      .enum(BRANCH_NAMES, { error: `Branch must be one of ${BRANCH_NAMES.join(', ')}.` })
      .optional()
      .meta({ description: 'Only the cars of this home branch.' }),
  })
  .superRefine((v, ctx) => {
    if (v.from && !v.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose a return date and time.' });
    } else if (!v.from && v.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'Choose a pickup date and time.' });
    } else if (v.from && v.to) {
      const issue = returnIssue({ from: v.from, to: v.to });
      if (issue) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: RENTAL_PERIOD_MESSAGES[issue] });
      }
    }
  });

/** GET /api/cars/{id}/busy and GET /api/cars/{id}/schedule: a window of whole Kolkata days. */
export const CalendarQuerySchema = z.object({
  from: IsoDateSchema.optional().meta({
    description: 'First day (YYYY-MM-DD, Kolkata). Default: today in Kolkata.',
  }),
  days: z.coerce
    .number({ error: 'Days must be a number.' })
    .int('Days must be a whole number.')
    .min(1, 'Days must be at least 1.')
    .max(MAX_CALENDAR_DAYS, `Days must be at most ${MAX_CALENDAR_DAYS}.`)
    .default(CALENDAR_DAYS)
    .meta({ description: `Number of days from \`from\`. Default ${CALENDAR_DAYS}.` }),
});
export type CalendarQuery = z.input<typeof CalendarQuerySchema>;

/** ISO 8601 with the +05:30 offset (docs/product.md#time). */
const KolkataIsoSchema = z.string().meta({ example: '2026-11-27T09:00:00.000+05:30' });

/** A period during which the car is held: a booking or a maintenance block, nothing more. */
export const BusyIntervalSchema = z.object({ from: KolkataIsoSchema, to: KolkataIsoSchema });
export type BusyInterval = z.infer<typeof BusyIntervalSchema>;

/** GET /api/cars/{id}/busy (public): no customer data. */
export const CarBusySchema = z.object({
  carId: z.string(),
  available: z
    .boolean()
    .meta({ description: "The car's availability flag: when false no period is free." }),
  from: z.string().meta({ description: 'First day of the window (YYYY-MM-DD, Kolkata).' }),
  days: z.number().int(),
  bufferMinutes: z.number().int().meta({
    description: 'The cleaning buffer kept on both sides of every interval (not included in them).',
  }),
  intervals: z.array(BusyIntervalSchema).meta({
    description:
      'Pending and Confirmed bookings and maintenance blocks that, widened by the buffer, touch ' +
      'the window; ascending, overlapping or touching ones merged. ISO 8601 with +05:30.',
  }),
});
export type CarBusy = z.infer<typeof CarBusySchema>;

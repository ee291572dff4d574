import { z } from 'zod';
import { DateTimeInputSchema, periodIssue } from './availability';
import { BOOKING_STATUSES, MAX_CALENDAR_DAYS } from './constants';
import { IdSchema, text } from './fields';

// docs/product.md#availability: maintenance blocks (the admin takes a car out for servicing) and
// the admin's per-car schedule. Times are answered as ISO 8601 with the +05:30 offset
// (docs/product.md#time).

const BLOCK_PERIOD_MESSAGES = {
  reversed: 'The block must end after it starts.',
  tooLong: `A block can last at most ${MAX_CALENDAR_DAYS} days.`,
} as const;

/** POST /api/cars/{id}/blocks (admin). */
export const MaintenanceBlockRequestSchema = z
  .object({
    from: DateTimeInputSchema,
    to: DateTimeInputSchema,
    reason: text('Reason', 200),
  })
  .superRefine((v, ctx) => {
    const issue = periodIssue(v, MAX_CALENDAR_DAYS);
    if (issue)
      ctx.addIssue({ code: 'custom', path: ['to'], message: BLOCK_PERIOD_MESSAGES[issue] });
  });
export type MaintenanceBlockRequest = z.input<typeof MaintenanceBlockRequestSchema>;

export const MaintenanceBlockSchema = z.object({
  _id: z.string(),
  carId: z.string(),
  from: z.string().meta({ example: '2026-11-27T09:00:00.000+05:30' }),
  to: z.string().meta({ example: '2026-11-28T18:00:00.000+05:30' }),
  reason: z.string(),
  createdAt: z.string(),
  createdBy: z.string().meta({ description: 'The e-mail of the admin who made it.' }),
});
export type MaintenanceBlock = z.infer<typeof MaintenanceBlockSchema>;
export const MaintenanceBlockListSchema = z.array(MaintenanceBlockSchema);

/** A booking as the admin calendar shows it. */
export const ScheduleBookingSchema = z.object({
  _id: z.string(),
  customerName: z.string(),
  status: z.enum(BOOKING_STATUSES),
  pickupDateTime: z.string(),
  returnDateTime: z.string(),
});
export type ScheduleBooking = z.infer<typeof ScheduleBookingSchema>;

/**
 * The answer to POST /api/cars/{id}/blocks. A block is made even over Pending or Confirmed
 * bookings (a breakdown does not wait); those bookings, buffer included, are listed here so the
 * admin can call the renters. Confirming one of them afterwards is refused.
 */
export const MaintenanceBlockCreatedSchema = z.object({
  block: MaintenanceBlockSchema,
  affectedBookings: z.array(ScheduleBookingSchema).meta({
    description:
      'Pending and Confirmed bookings of the car that the block (with the cleaning buffer) ' +
      'overlaps, by pickup: the renters to call.',
  }),
});
export type MaintenanceBlockCreated = z.infer<typeof MaintenanceBlockCreatedSchema>;

/** GET /api/cars/{id}/schedule (admin): every booking (any status) and block in the window. */
export const CarScheduleSchema = z.object({
  carId: z.string(),
  from: z.string().meta({ description: 'First day of the window (YYYY-MM-DD, Kolkata).' }),
  days: z.number().int(),
  bufferMinutes: z.number().int(),
  bookings: z.array(ScheduleBookingSchema).meta({
    description: 'Bookings of any status that, widened by the buffer, touch the window; by pickup.',
  }),
  blocks: z.array(MaintenanceBlockSchema).meta({
    description: 'Maintenance blocks that, widened by the buffer, touch the window; by start.',
  }),
});
export type CarSchedule = z.infer<typeof CarScheduleSchema>;

export const BlockParamsSchema = z.object({ id: IdSchema, blockId: IdSchema });

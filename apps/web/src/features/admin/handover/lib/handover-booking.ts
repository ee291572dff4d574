import { z } from 'zod';
import { BillSchema } from '@rental/shared/bill';
import { BookingSchema, type Booking } from '@rental/shared/bookings';
import { HandoverSchema } from '@rental/shared/handover';
import { BalanceSchema } from '@rental/shared/payments';
import { BookingProtectionSchema } from '@rental/shared/protection';

// docs/product.md#handover-and-bill: what the handover screens read of a booking, checked with
// the shared schemas so the screens take the server's answer as it is defined, field by field.

/** GET /api/bookings/{id}: the fields these screens show, with the handover and the bill. */
export const HandoverBookingSchema = BookingSchema.pick({
  _id: true,
  customerName: true,
  customerPhone: true,
  carName: true,
  carNumber: true,
  pickupDateTime: true,
  returnDateTime: true,
  totalDays: true,
  pricePerDay: true,
  totalAmount: true,
  status: true,
  originalDocumentsSubmitted: true,
  documentsApproved: true,
}).extend({
  pickup: HandoverSchema.nullable().default(null),
  return: HandoverSchema.nullable().default(null),
  bill: BillSchema.nullable().default(null),
  invoiceNumber: z.string().nullable().default(null),
  /** The money after the return: what the return screen ends with. */
  balance: BalanceSchema.nullable().default(null),
  /** docs/product.md#protection-plans: the renter's plan, whose cap the return's damage meets. */
  protection: BookingProtectionSchema.nullable().default(null),
});
export type HandoverBooking = z.infer<typeof HandoverBookingSchema>;

/** Where a booking stands in its handover, as every screen words it. */
export type HandoverStage = 'not-confirmed' | 'ready' | 'on-trip' | 'returned';

export function handoverStage(
  booking: Pick<HandoverBooking, 'status' | 'pickup' | 'return'>,
): HandoverStage {
  if (booking.return) return 'returned';
  if (booking.pickup) return 'on-trip';
  return booking.status === 'Confirmed' ? 'ready' : 'not-confirmed';
}

/** The handover part of a booking of the admin's lists, empty while the server sends none. */
export function handoverOf(booking: Booking): HandoverBooking {
  const parsed = HandoverBookingSchema.safeParse(booking);
  if (parsed.success) return parsed.data;
  return HandoverBookingSchema.parse({
    ...booking,
    pickup: null,
    return: null,
    bill: null,
    invoiceNumber: null,
  });
}

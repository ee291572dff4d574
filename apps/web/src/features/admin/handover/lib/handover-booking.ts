import { z } from 'zod';
import { BillSchema } from '@rental/shared/bill';
import { BookingSchema, type Booking } from '@rental/shared/bookings';
import { HandoverSchema, PickupRecordSchema } from '@rental/shared/handover';

// docs/product.md#handover-and-bill: what the handover screens read of a booking and send about
// it. The booking's handover fields and the pickup's deposit are read here from the shared
// schemas, so the screens take the server's answer as it is defined, field by field.

/** Ways the passport deposit is taken at the counter (the ledger's methods). */
export const DEPOSIT_METHODS = ['cash', 'card', 'upi', 'bank'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

export const DEPOSIT_METHOD_LABELS: Record<DepositMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  upi: 'UPI',
  bank: 'Bank transfer',
};

const DepositSchema = z.object({
  amount: z
    .number({ error: 'Enter the deposit in whole rupees.' })
    .int('Enter the deposit in whole rupees.')
    .min(1, 'The deposit must be at least ₹1.'),
  method: z.enum(DEPOSIT_METHODS, { error: 'Choose how the deposit was paid.' }),
});

/** The pickup record with the passport deposit taken at the counter, if any. */
export const PickupWithDepositSchema = PickupRecordSchema.extend({
  deposit: DepositSchema.nullable().default(null),
});
export type PickupWithDeposit = z.input<typeof PickupWithDepositSchema>;

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
}).extend({
  pickup: HandoverSchema.nullable().default(null),
  return: HandoverSchema.nullable().default(null),
  bill: BillSchema.nullable().default(null),
  invoiceNumber: z.string().nullable().default(null),
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

import { z } from 'zod';
import {
  BOOKING_STATUSES,
  DEFAULT_COUNTRY,
  DOCUMENT_OPTIONS,
  GAS_TANK_READINGS,
  MIN_RENTER_AGE,
} from './constants';
import {
  EmailSchema,
  IdSchema,
  IsoDateSchema,
  MobileSchema,
  PersonNameSchema,
  PinCodeSchema,
  TimeSchema,
  optionalText,
  text,
} from './fields';
import { DeliveryChoiceSchema } from './delivery';
import { BookingProtectionSchema } from './protection';
import { BookingHandoverSchema } from './handover';
import { pickupDateIssue, RENTAL_PERIOD_MESSAGES, returnIssue } from './availability-rule';
import { ageOn, kolkataInstant, todayInKolkata } from './kolkata-time';
import { AdvanceSchema, BalanceSchema, PaymentSchema } from './payments';
import { KmPlanSchema, QuoteSchema } from './pricing/quote-schemas';
import { PromoCodeTextSchema } from './promo';

export const DrivingLicenceSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(
        /^[A-Z]{2}[0-9A-Z]{6,18}$/,
        'Enter a valid driving licence number, e.g. TS0920190012345.',
      ),
  );

/** The form fields of the booking (docs/product.md#booking). */
export const BookingFieldsSchema = z.object({
  customerName: PersonNameSchema,
  customerEmail: EmailSchema,
  customerPhone: MobileSchema,
  address: text('Address', 300, 'multi'),
  city: text('City', 60),
  state: text('State', 60),
  pinCode: PinCodeSchema,
  country: text('Country', 60).default(DEFAULT_COUNTRY),
  dateOfBirth: IsoDateSchema,
  driverLicenseNumber: DrivingLicenceSchema,
  dlIssuedState: text('Licence issuing state', 60),
  pickupDate: IsoDateSchema,
  pickupTime: TimeSchema,
  returnDate: IsoDateSchema,
  returnTime: TimeSchema,
  purpose: text('Purpose', 200),
  destination: text('Destination', 200),
  originalDocumentsSubmitted: z.enum(DOCUMENT_OPTIONS, {
    error: 'Choose the original documents you will bring.',
  }),
  notes: optionalText('Notes', 1000, 'multi').default(''),
});
export type BookingFields = z.infer<typeof BookingFieldsSchema>;

type ScheduleInput = Pick<
  BookingFields,
  'pickupDate' | 'pickupTime' | 'returnDate' | 'returnTime' | 'dateOfBirth'
>;

/**
 * docs/product.md#booking: the date rules, as field -> message. "Today" is today in Kolkata.
 * Shared by the server's schema and the form's step gating.
 */
export function scheduleIssues(
  v: Partial<ScheduleInput>,
  now: Date = new Date(),
): Record<string, string> {
  const issues: Record<string, string> = {};
  const today = todayInKolkata(now);
  const pickup = v.pickupDate && v.pickupTime ? kolkataInstant(v.pickupDate, v.pickupTime) : null;
  const ret = v.returnDate && v.returnTime ? kolkataInstant(v.returnDate, v.returnTime) : null;
  const tooFar = v.pickupDate ? pickupDateIssue(v.pickupDate, now) : undefined;
  const period = pickup && ret ? returnIssue({ from: pickup, to: ret }) : undefined;
  if (v.pickupDate && v.pickupDate < today)
    issues.pickupDate = 'Pickup date cannot be in the past.';
  else if (tooFar) issues.pickupDate = RENTAL_PERIOD_MESSAGES[tooFar];
  else if (pickup && pickup.getTime() < now.getTime())
    issues.pickupTime = 'Pickup time has already passed.';
  if (v.returnDate && v.returnDate < today)
    issues.returnDate = 'Return date cannot be in the past.';
  else if (period)
    issues[period === 'reversed' ? 'returnTime' : 'returnDate'] = RENTAL_PERIOD_MESSAGES[period];
  if (v.dateOfBirth) {
    if (v.dateOfBirth < '1900-01-01' || v.dateOfBirth > today)
      issues.dateOfBirth = 'Enter your real date of birth.';
    else if (v.pickupDate && ageOn(v.dateOfBirth, v.pickupDate) < MIN_RENTER_AGE)
      issues.dateOfBirth = `You must be at least ${MIN_RENTER_AGE} years old on the pickup date.`;
  }
  return issues;
}

/**
 * POST /api/bookings/book. Figures the client sends (totalDays, totalAmount, carName...) are
 * dropped: the server computes them (docs/product.md#booking).
 */
export const BookingRequestSchema = BookingFieldsSchema.extend({
  carId: IdSchema,
  /** docs/product.md#promo-codes: applied by the server, or the booking is refused. */
  promoCode: PromoCodeTextSchema.optional(),
  /** docs/product.md#rate-plans: limited (an allowance) or unlimited km. */
  kmPlan: KmPlanSchema.default('limited'),
  /** docs/product.md#doorstep-delivery: each leg at the branch (absent) or at an address. */
  delivery: DeliveryChoiceSchema.optional(),
  /** docs/product.md#protection-plans: the renter's plan; the cheapest offered when absent. */
  protectionPlanId: IdSchema.optional(),
}).superRefine((v, ctx) => {
  for (const [field, message] of Object.entries(scheduleIssues(v))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
});
export type BookingRequest = z.input<typeof BookingRequestSchema>;

export const StatusChangeSchema = z.object({
  status: z.enum(BOOKING_STATUSES),
  changedAt: z.string(),
  changedBy: z.string().meta({
    description:
      "'customer', 'system', or the admin: 'admin:<e-mail>' in the admin's lists, 'admin' to the renter.",
  }),
  /** Why, when there is more to say, e.g. "Not confirmed in time"; '' otherwise. */
  note: z.string(),
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;

/** A booking as the API answers it (docs/product.md#api, with ids and history). */
export const BookingSchema = z.object({
  _id: z.string(),
  /** The 8-character reference renters read and quote (docs/product.md#booking-reference). */
  reference: z.string(),
  customerId: z.string(),
  carId: z.string(),
  carName: z.string(),
  carNumber: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pinCode: z.string(),
  dateOfBirth: z.string(),
  driverLicenseNumber: z.string(),
  dlIssuedState: z.string(),
  pickupDate: z.string(),
  pickupTime: z.string(),
  returnDate: z.string(),
  returnTime: z.string(),
  /** ISO 8601 with the +05:30 offset (docs/product.md#time). */
  pickupDateTime: z.string(),
  returnDateTime: z.string(),
  purpose: z.string(),
  destination: z.string(),
  originalDocumentsSubmitted: z.string(),
  notes: z.string(),
  /**
   * docs/product.md#admin: the staff's note on the booking, kept apart from the renter's
   * notes. Only in answers to staff; a renter never sees it.
   */
  staffNote: z.string().optional(),
  pricePerDay: z.number().int(),
  totalDays: z.number().int(),
  /** What the renter pays for the rental: price per day × days − discount. */
  totalAmount: z.number().int(),
  /** docs/product.md#promo-codes: the code applied at booking, and what it took off. */
  promoCode: z.string().nullable(),
  /** docs/product.md#handover-and-bill: the business GSTIN the invoice is made out to, if any. */
  renterGstin: z.string().nullable(),
  /** The legal name registered with that GSTIN, which the invoice is billed to; null without one. */
  renterLegalName: z.string().nullable(),
  /** docs/product.md#rate-plans: the GST rate included in the price, the car's when booked. */
  gstRatePercent: z.number(),
  discount: z.number().int(),
  /** docs/product.md#rate-plans: the km plan and the quote's lines; its total is totalAmount. */
  kmPlan: KmPlanSchema,
  quote: QuoteSchema,
  /** docs/product.md#protection-plans: the plan as booked and its damage cap; null without one. */
  protection: BookingProtectionSchema.nullable(),
  status: z.enum(BOOKING_STATUSES),
  /** The branch the car is picked up at and returned to (docs/product.md#branches). */
  branch: z.string(),
  pickupLocation: z.string(),
  gasTankReading: z.enum(GAS_TANK_READINGS),
  statusHistory: z.array(StatusChangeSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Until when a Pending, unconfirmed, unpaid booking holds the car (ISO 8601 with +05:30);
   * null otherwise (docs/product.md#holds-and-payments).
   */
  heldUntil: z.string().nullable(),
  /** The payment ledger, oldest first. */
  payments: z.array(PaymentSchema),
  balance: BalanceSchema,
  /** The advance to pay; `upiLink` is null when the business takes no UPI payment. */
  advance: AdvanceSchema,
  /** Whether the renter may cancel now (Pending or Confirmed, before pickup). */
  cancellable: z.boolean(),
  /** Whether the renter may ask for a later return now (Confirmed, before the return). */
  extendable: z.boolean(),
  /**
   * One booking read by an admin (GET /api/bookings/{id}): whether the renter's licence and ID
   * are approved online, so the pickup needs no check of the originals (docs/product.md#documents).
   */
  documentsApproved: z.boolean().optional(),
  /** docs/product.md#handover-and-bill: the two records, the final bill, the invoice. */
  ...BookingHandoverSchema.shape,
});
export type Booking = z.infer<typeof BookingSchema>;
export const BookingListSchema = z.array(BookingSchema);

/**
 * PUT /api/bookings/{id} (admin): the editable fields, each optional. The staff's note goes in
 * `staffNote`; `notes`, the name the first API gave it, is taken as the staff's note too, so an
 * edit by staff never overwrites the renter's notes (docs/product.md#admin).
 */
export const BookingUpdateSchema = z
  .object({
    status: z.enum(BOOKING_STATUSES, {
      error: `Status must be one of ${BOOKING_STATUSES.join(', ')}.`,
    }),
    pickupLocation: optionalText('Pickup location', 300),
    gasTankReading: z.enum(GAS_TANK_READINGS, { error: 'Choose a gas tank reading.' }),
    staffNote: optionalText('Staff note', 1000, 'multi'),
    notes: optionalText('Notes', 1000, 'multi'),
  })
  .partial();
export type BookingUpdate = z.infer<typeof BookingUpdateSchema>;

export const BOOKING_LIST_SORTS = ['newest', 'oldest'] as const;

/**
 * GET /api/bookings query (admin). Without limit the whole list comes back (docs/product.md#api).
 */
export const BookingListQuerySchema = z.object({
  status: z.enum(['All', ...BOOKING_STATUSES]).default('All'),
  search: optionalText('Search', 100).optional(),
  sort: z.enum(BOOKING_LIST_SORTS).default('newest'),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type BookingListQuery = z.input<typeof BookingListQuerySchema>;

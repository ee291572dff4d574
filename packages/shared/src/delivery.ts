import { z } from 'zod';
import { BRANCH_NAMES } from './business';
import { IdSchema, IsoDateSchema, optionalText, PinCodeSchema, text, TimeSchema } from './fields';
import { toKolkataIso } from './kolkata-time';
import { DELIVERY_MESSAGES } from './messages';

export { DELIVERY_MESSAGES } from './messages';

// docs/product.md#doorstep-delivery: a branch's delivery area (PIN codes with a fee each, and
// how many deliveries or collections it makes in an hour), the renter's address for the pickup
// and the return, and the driver's day.

export const DELIVERY_LEGS = ['pickup', 'return'] as const;
export type DeliveryLeg = (typeof DELIVERY_LEGS)[number];
export const DELIVERY_STATES = ['scheduled', 'on_the_way', 'done'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  scheduled: 'Scheduled',
  on_the_way: 'On the way',
  done: 'Done',
};

/** Hours before the pickup (or return) after which its address and hour no longer change. */
export const DELIVERY_CHANGE_CUTOFF_HOURS = 4;
export const MAX_DELIVERY_FEE_RUPEES = 5_000;
export const MAX_SLOTS_PER_HOUR = 50;
/** How many other hours a full hour's refusal offers. */
export const FREE_HOURS_OFFERED = 3;

const LatSchema = z.number().min(-90).max(90);
const LngSchema = z.number().min(-180).max(180);

/** Where the car is brought (pickup) or collected (return). */
export const DeliveryAddressSchema = z.object({
  line: text('House and street', 200),
  landmark: optionalText('Landmark', 120).default(''),
  pin: PinCodeSchema,
  /** From the phone, asked only on a tap. */
  lat: LatSchema.nullable().optional(),
  lng: LngSchema.nullable().optional(),
});
export type DeliveryAddress = z.output<typeof DeliveryAddressSchema>;

/** Each leg at the branch (null or absent) or at an address. */
export const DeliveryChoiceSchema = z.object({
  pickup: DeliveryAddressSchema.nullable().optional(),
  return: DeliveryAddressSchema.nullable().optional(),
});
export type DeliveryChoice = z.output<typeof DeliveryChoiceSchema>;
export type DeliveryChoiceInput = z.input<typeof DeliveryChoiceSchema>;

export const DeliveryPinFeeSchema = z.object({
  pin: PinCodeSchema,
  fee: z
    .number({ error: 'Enter the fee in whole rupees.' })
    .int('Enter the fee in whole rupees.')
    .min(0, 'The fee cannot be negative.')
    .max(MAX_DELIVERY_FEE_RUPEES, `The fee cannot be more than ₹${MAX_DELIVERY_FEE_RUPEES}.`),
});

export const BranchParamsSchema = z.object({
  branch: z.enum(BRANCH_NAMES, { error: `Branch must be one of ${BRANCH_NAMES.join(', ')}.` }),
});

export const DeliveryAreaInputSchema = z.object({
  slotsPerHour: z
    .number({ error: 'Enter how many deliveries an hour.' })
    .int('Enter a whole number.')
    .min(0, 'Slots per hour cannot be negative.')
    .max(MAX_SLOTS_PER_HOUR, `At most ${MAX_SLOTS_PER_HOUR} an hour.`),
  pins: z
    .array(DeliveryPinFeeSchema)
    .max(300)
    .refine((pins) => new Set(pins.map((p) => p.pin)).size === pins.length, {
      message: DELIVERY_MESSAGES.duplicatePin,
    }),
});

export const DeliveryAreaSchema = DeliveryAreaInputSchema.extend({
  branch: z.string(),
  /** Days (Kolkata dates) this branch makes no deliveries. */
  daysOff: z.array(z.string()),
});
export type DeliveryArea = z.infer<typeof DeliveryAreaSchema>;
export const DeliveryAreaListSchema = z.array(DeliveryAreaSchema);

export const DayOffBodySchema = z.object({ date: IsoDateSchema, off: z.boolean() });

export const PinCheckParamsSchema = z.object({ pin: PinCodeSchema });
export const PinCheckSchema = z.object({
  pin: z.string(),
  /** The branches that deliver there, and the fee of each. */
  branches: z.array(z.object({ branch: z.string(), fee: z.number().int() })),
});
export type PinCheck = z.infer<typeof PinCheckSchema>;

/** The 409 of a full hour: the nearest hours with a free driver, as Kolkata wall-clock times. */
export const FreeHoursSchema = z.array(z.object({ date: z.string(), time: z.string() }));

/** A delivery's hour as its key: the Kolkata date and hour, e.g. '2026-12-01T09'. */
export function deliveryHour(instant: Date | string): string {
  return toKolkataIso(instant).slice(0, 13);
}

/** Maps link for an address (coordinates when given, else the text). */
export function mapsLink(a: {
  line: string;
  landmark: string;
  pin: string;
  lat: number | null;
  lng: number | null;
}): string {
  const query =
    a.lat !== null && a.lng !== null
      ? `${a.lat},${a.lng}`
      : [a.line, a.landmark, a.pin].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** One leg of the driver's day. */
export const DispatchLegSchema = z.object({
  bookingId: z.string(),
  leg: z.enum(DELIVERY_LEGS),
  /** ISO 8601 with the +05:30 offset. */
  at: z.string(),
  line: z.string(),
  landmark: z.string(),
  pin: z.string(),
  mapsUrl: z.string(),
  fee: z.number().int(),
  state: z.enum(DELIVERY_STATES),
  driverId: z.string().nullable(),
  driverName: z.string().nullable(),
  renterName: z.string(),
  renterPhone: z.string(),
  carName: z.string(),
  carNumber: z.string(),
});
export type DispatchLeg = z.infer<typeof DispatchLegSchema>;

export const DispatchDaySchema = z.object({
  branch: z.string(),
  date: z.string(),
  legs: z.array(DispatchLegSchema),
  /** The branch's staff, who may be assigned as drivers. */
  drivers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type DispatchDay = z.infer<typeof DispatchDaySchema>;

export const DispatchQuerySchema = z.object({
  branch: BranchParamsSchema.shape.branch,
  date: IsoDateSchema,
});

export const LegParamsSchema = z.object({
  id: IdSchema,
  leg: z.enum(DELIVERY_LEGS, { error: 'Choose pickup or return.' }),
});

export const DispatchUpdateSchema = z
  .object({
    state: z.enum(DELIVERY_STATES).optional(),
    /** A staff member of the branch; null takes the assignment off. */
    driverId: z.string().trim().min(1).max(64).nullable().optional(),
  })
  .refine((v) => v.state !== undefined || v.driverId !== undefined, {
    message: 'Give a state or a driver.',
  });

/**
 * The renter or staff change a leg: an address (null takes it back to the branch), a new Kolkata
 * date and time for the driver's visit within the booked period, or both.
 */
export const DeliveryChangeSchema = z
  .object({
    address: DeliveryAddressSchema.nullable().optional(),
    date: IsoDateSchema.optional(),
    time: TimeSchema.optional(),
  })
  .refine((v) => (v.date === undefined) === (v.time === undefined), {
    message: DELIVERY_MESSAGES.dateAndTime,
    path: ['time'],
  })
  .refine((v) => v.address !== undefined || v.time !== undefined, {
    message: DELIVERY_MESSAGES.addressOrTime,
  });
export type DeliveryChange = z.infer<typeof DeliveryChangeSchema>;

/** A booking's doorstep legs as the renter and staff read them. */
export const BookingDeliverySchema = z.object({
  legs: z.array(
    z.object({
      leg: z.enum(DELIVERY_LEGS),
      at: z.string(),
      line: z.string(),
      landmark: z.string(),
      pin: z.string(),
      /** The location from the renter's phone, when given; the driver's map opens it. */
      lat: z.number().nullable(),
      lng: z.number().nullable(),
      fee: z.number().int(),
      state: z.enum(DELIVERY_STATES),
    }),
  ),
  /** Until when the addresses may change (ISO, +05:30), per leg. */
  changeUntil: z.object({ pickup: z.string(), return: z.string() }),
});
export type BookingDelivery = z.infer<typeof BookingDeliverySchema>;

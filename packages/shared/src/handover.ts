import { z } from 'zod';
import { BillSchema, ExtraChargeSchema, FUEL_LEVELS } from './bill';
import {
  CLOSE_UP,
  MAX_NAMED_PHOTOS,
  PHOTO_POSITIONS,
  PhotoCiteSchema,
  PhotoTakenSchema,
} from './handover-photos';
import { optionalText } from './fields';
import { MAX_ENTRY_AMOUNT, PAYMENT_METHODS } from './payments';
import { EXCLUSION_REASON_MAX } from './protection';
import { formatRupees } from './rental';

// docs/product.md#handover-and-bill: what the branch staff record when the renter takes the car
// and when they bring it back, and what the booking answers about both.

/** The six named positions and the close-ups (docs/product.md#condition-photos). */
export const MAX_HANDOVER_PHOTOS = MAX_NAMED_PHOTOS;
/** A photo must show the car: its shorter side at least this many pixels. */
export const MIN_HANDOVER_PHOTO_SIDE = 200;
export const MAX_ODOMETER_KM = 2_000_000;
export const MAX_CHARGE_LINES = 20;
export const MAX_OFF_DAY_REASON = 300;

export const HANDOVER_MESSAGES = {
  notConfirmed: 'Only a Confirmed booking can be handed over.',
  alreadyPickedUp: 'This car has already been handed over for this booking.',
  notPickedUp: 'Record the pickup before the return.',
  alreadyReturned: 'This car has already been returned for this booking.',
  offDayReasonNeeded:
    'This car is booked to be picked up on another day: give the reason for handing it over today.',
  documentsNeeded:
    "The renter's licence and ID are not approved yet: check the originals at the counter and tick the box.",
  odometerBelowPickup: (km: number) =>
    `The odometer cannot read less than at pickup (${km.toLocaleString('en-IN')} km).`,
  returnBeforePickup: 'The return cannot be before the pickup.',
  tooManyPhotos: `Add at most ${MAX_HANDOVER_PHOTOS} photos.`,
  photoTooSmall: 'A photo is too small to show the car. Please take it again.',
  noInvoice: 'The invoice is ready once the car has been returned.',
  noCancelAfterHandover: 'The car has been handed over, so the booking can no longer be cancelled.',
  noStatusAfterHandover:
    'The car has been handed over: record its return to complete the booking; the status cannot be changed by hand.',
} as const;

const odometer = z
  .number({ error: 'Enter the odometer reading in km.' })
  .int('Enter the odometer reading in whole km.')
  .min(0, 'Enter the odometer reading in km.')
  .max(MAX_ODOMETER_KM, 'Check the odometer reading.');

const fuelLevel = z.enum(FUEL_LEVELS, { error: 'Choose the fuel level.' });

const damageNotes = z
  .string()
  .trim()
  .max(1000, 'Keep the notes under 1,000 characters.')
  .default('');

/** What each uploaded photo shows, in the order of the files (docs/product.md#condition-photos). */
const photosTaken = z.array(PhotoTakenSchema).max(MAX_HANDOVER_PHOTOS).default([]);

/** The pickup form (sent as JSON in the `record` field, with the photos beside it). */
export const PickupRecordSchema = z.object({
  odometerKm: odometer,
  fuelLevel,
  damageNotes,
  photos: photosTaken,
  /** The staff saw the original licence and ID at the counter. */
  documentsChecked: z.boolean().default(false),
  /** The deposit taken now, recorded in the ledger as received (the passport deposit). */
  deposit: z
    .object({
      amount: z
        .number({ error: 'Enter the deposit in whole rupees.' })
        .int('Enter the deposit in whole rupees.')
        .min(1, 'Enter the deposit in whole rupees.')
        .max(MAX_ENTRY_AMOUNT, `The deposit can be at most ${formatRupees(MAX_ENTRY_AMOUNT)}.`),
      method: z.enum(PAYMENT_METHODS, { error: 'Choose how the deposit was paid.' }),
    })
    .nullable()
    .default(null),
  /**
   * Why the car goes out on a day other than the booked pickup's (Kolkata); required then and
   * kept in the audit log (docs/product.md#handover-and-bill).
   */
  offDayReason: z
    .string()
    .trim()
    .max(MAX_OFF_DAY_REASON, `Keep the reason under ${MAX_OFF_DAY_REASON} characters.`)
    .default(''),
  /**
   * Why the car goes out without the renter's accepted agreement; required then and kept in the
   * audit log (docs/product.md#rental-agreement).
   */
  noAgreementReason: z
    .string()
    .trim()
    .max(MAX_OFF_DAY_REASON, `Keep the reason under ${MAX_OFF_DAY_REASON} characters.`)
    .default(''),
});
export type PickupRecord = z.input<typeof PickupRecordSchema>;

export const ReturnRecordSchema = z.object({
  odometerKm: odometer,
  fuelLevel,
  damageNotes,
  photos: photosTaken,
  charges: z
    .array(
      ExtraChargeSchema.extend({
        /**
         * docs/product.md#condition-photos: the photos of this return a damage line cites; the
         * return needs at least one (the bill preview, made before the photos, does not).
         */
        photos: z.array(PhotoCiteSchema).max(MAX_HANDOVER_PHOTOS).default([]),
      }),
    )
    .max(MAX_CHARGE_LINES)
    .default([]),
  /**
   * docs/product.md#protection-plans: why the plan's damage cap does not apply to this return's
   * damage lines (e.g. drunk driving); empty keeps the cap. Kept in the audit log.
   */
  damageCapExclusion: optionalText('Reason', EXCLUSION_REASON_MAX, 'multi').default(''),
});
export type ReturnRecord = z.input<typeof ReturnRecordSchema>;

export const HandoverSchema = z.object({
  at: z.string(),
  odometerKm: z.number().int(),
  fuelLevel,
  damageNotes: z.string(),
  documentsChecked: z.boolean(),
  /** Addresses of the photos and their thumbnails, served to the renter and the admin only. */
  photos: z.array(
    z.object({
      url: z.string(),
      thumbnailUrl: z.string(),
      /** null on the records made before the positions were named. */
      position: z.enum([...PHOTO_POSITIONS, CLOSE_UP]).nullable(),
      note: z.string(),
      takenAt: z.string().nullable(),
      takenBy: z.string().nullable(),
    }),
  ),
  recordedBy: z.string(),
});
export type Handover = z.infer<typeof HandoverSchema>;

/** What GET /api/bookings/{id} adds about the handover. */
export const BookingHandoverSchema = z.object({
  pickup: HandoverSchema.nullable(),
  return: HandoverSchema.nullable(),
  bill: BillSchema.nullable(),
  invoiceNumber: z.string().nullable(),
  /** Picked up and not yet returned: "On trip" on every screen (the status stays Confirmed). */
  onTrip: z.boolean(),
});
export type BookingHandover = z.infer<typeof BookingHandoverSchema>;

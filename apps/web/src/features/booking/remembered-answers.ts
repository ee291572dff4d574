import type { Booking } from '@rental/shared/bookings';
import type { BookingFormValues } from './booking-steps';

// docs/product.md#booking: a renter who booked before finds the address and licence of their
// newest booking already in the form, to check and change; never anyone else's (the list is the
// renter's own, GET /bookings/customer/{their id}).

const REMEMBERED = [
  'address',
  'city',
  'state',
  'pinCode',
  'dateOfBirth',
  'driverLicenseNumber',
  'dlIssuedState',
] as const satisfies readonly (keyof BookingFormValues & keyof Booking)[];

export type RememberedAnswers = Partial<Pick<BookingFormValues, (typeof REMEMBERED)[number]>>;

/** The newest booking's address and licence answers that are not empty; none without a booking. */
export function rememberedAnswers(newestFirst: readonly Booking[] | undefined): RememberedAnswers {
  const newest = newestFirst?.[0];
  if (!newest) return {};
  const answers: RememberedAnswers = {};
  for (const field of REMEMBERED) {
    if (newest[field].trim()) answers[field] = newest[field];
  }
  return answers;
}

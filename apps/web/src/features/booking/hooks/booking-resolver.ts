import type { FieldErrors, Resolver } from 'react-hook-form';
import { validateBooking, type BookingFormValues } from '../booking-steps';

/**
 * react-hook-form runs this on Next (trigger of the step's fields), on blur and on submit; it
 * keeps the errors of the fields it was asked about, so each step sees only its own reasons.
 */
export const bookingResolver: Resolver<BookingFormValues> = async (values) => {
  const issues = validateBooking(values);
  const entries = Object.entries(issues);
  if (entries.length === 0) return { values, errors: {} };
  const errors: FieldErrors<BookingFormValues> = {};
  for (const [field, message] of entries) {
    errors[field as keyof BookingFormValues] = { type: 'validate', message };
  }
  return { values: {}, errors };
};

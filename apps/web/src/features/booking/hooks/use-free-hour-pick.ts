import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DELIVERY_MESSAGES, type DeliveryLeg } from '@rental/shared/delivery';
import { ApiError } from '@/lib/api-client';
import type { BookingFormValues } from '../booking-steps';
import type { SubmitFailure } from '../components/booking-submit-error';
import { freeHourLabel, type FreeHour } from '../free-hour';

const FIELDS = {
  pickup: ['pickupDate', 'pickupTime'],
  return: ['returnDate', 'returnTime'],
} as const;

/**
 * docs/product.md#doorstep-delivery: a doorstep leg is at the pickup (or return) time, so a free
 * hour picked after a full one's refusal becomes that time; the quote follows the form's times.
 */
export function useFreeHourPick(form: UseFormReturn<BookingFormValues>) {
  const [moved, setMoved] = useState<string | null>(null);
  const pick = (leg: DeliveryLeg, hour: FreeHour) => {
    const [dateField, timeField] = FIELDS[leg];
    form.setValue(dateField, hour.date, { shouldDirty: true, shouldValidate: true });
    form.setValue(timeField, hour.time, { shouldDirty: true, shouldValidate: true });
    setMoved(DELIVERY_MESSAGES.hourChosen(freeHourLabel(hour)));
  };
  return { moved, pick, clear: () => setMoved(null) };
}

/** A full hour's refusal: which leg (its field names it) and the free hours offered. */
export function fullHourOf(error: unknown): SubmitFailure['fullHour'] {
  if (!(error instanceof ApiError) || !error.freeHours) return undefined;
  const leg = error.fields?.['delivery.return'] ? 'return' : 'pickup';
  return { leg, hours: error.freeHours };
}

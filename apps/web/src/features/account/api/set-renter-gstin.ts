import { useMutation } from '@tanstack/react-query';
import type { Booking } from '@rental/shared/bookings';
import type { RenterGstinAnswer } from '@rental/shared/gstin';
import { apiRequest } from '@/lib/api-client';
import { useBookingChanged } from './booking-changed';

/**
 * PUT /bookings/{id}/gstin: the business GSTIN and the legal name the invoice is billed to, or a
 * null GSTIN to remove both.
 */
export function useSetRenterGstin(booking: Pick<Booking, '_id' | 'customerId'>) {
  const changed = useBookingChanged();
  return useMutation({
    mutationFn: (body: RenterGstinAnswer) =>
      apiRequest<RenterGstinAnswer>(`/bookings/${encodeURIComponent(booking._id)}/gstin`, {
        method: 'PUT',
        auth: 'user',
        body,
      }),
    onSuccess: () => changed(booking),
  });
}

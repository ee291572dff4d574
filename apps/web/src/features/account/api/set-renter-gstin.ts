import { useMutation } from '@tanstack/react-query';
import type { Booking } from '@rental/shared/bookings';
import { apiRequest } from '@/lib/api-client';
import { useBookingChanged } from './booking-changed';

/** PUT /bookings/{id}/gstin: the business GSTIN the invoice is made out to, or null to remove it. */
export function useSetRenterGstin(booking: Pick<Booking, '_id' | 'customerId'>) {
  const changed = useBookingChanged();
  return useMutation({
    mutationFn: (gstin: string | null) =>
      apiRequest<{ gstin: string | null }>(`/bookings/${encodeURIComponent(booking._id)}/gstin`, {
        method: 'PUT',
        auth: 'user',
        body: { gstin },
      }),
    onSuccess: () => changed(booking),
  });
}

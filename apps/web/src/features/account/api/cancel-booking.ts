import { useMutation, useQuery } from '@tanstack/react-query';
import type { Booking } from '@rental/shared/bookings';
import type { CancellationPreview } from '@rental/shared/payments';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './get-booking';
import { useBookingChanged } from './booking-changed';

/** GET /bookings/{id}/cancellation: what cancelling now would refund, and why. */
export function useCancellationPreview(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...bookingKeys.detail(bookingId), 'cancellation'] as const,
    queryFn: ({ signal }) =>
      apiRequest<CancellationPreview>(`/bookings/${encodeURIComponent(bookingId)}/cancellation`, {
        auth: 'user',
        signal,
      }),
    enabled,
    // The refund depends on the time left before pickup: ask again each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /bookings/{id}/cancel: answers the cancelled booking. */
export function useCancelBooking(booking: Pick<Booking, '_id' | 'customerId'>) {
  const changed = useBookingChanged();
  return useMutation({
    mutationFn: () =>
      apiRequest<Booking>(`/bookings/${encodeURIComponent(booking._id)}/cancel`, {
        method: 'POST',
        auth: 'user',
      }),
    onSuccess: (fresh) => changed(booking, fresh),
  });
}

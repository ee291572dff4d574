import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Booking } from '@rental/shared/bookings';
import type { ExtensionPreview } from '@rental/shared/payments';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './get-booking';
import { useBookingChanged } from './booking-changed';

/**
 * GET /bookings/{id}/extension?returnAt=: whether the car is free until `returnAt` (ISO, null
 * while the renter has not chosen a valid return) and what it adds.
 */
export function useExtensionPreview(bookingId: string, returnAt: string | null) {
  return useQuery({
    queryKey: [...bookingKeys.detail(bookingId), 'extension', returnAt] as const,
    queryFn: ({ signal }) =>
      apiRequest<ExtensionPreview>(
        `/bookings/${encodeURIComponent(bookingId)}/extension?${new URLSearchParams({
          returnAt: returnAt ?? '',
        }).toString()}`,
        { auth: 'user', signal },
      ),
    enabled: returnAt !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

/** POST /bookings/{id}/extend {returnAt}: answers the extended booking; 409 when taken. */
export function useExtendBooking(booking: Pick<Booking, '_id' | 'customerId'>) {
  const changed = useBookingChanged();
  return useMutation({
    mutationFn: (returnAt: string) =>
      apiRequest<Booking>(`/bookings/${encodeURIComponent(booking._id)}/extend`, {
        method: 'POST',
        auth: 'user',
        body: { returnAt },
      }),
    onSuccess: (fresh) => changed(booking, fresh),
  });
}

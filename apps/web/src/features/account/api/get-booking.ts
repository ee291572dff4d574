import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@rental/shared/bookings';
import { apiRequest } from '@/lib/api-client';

export const bookingKeys = {
  detail: (id: string) => ['customer', 'booking', id] as const,
};

/** GET /bookings/{id}: one of the renter's own bookings, with its payments and balance. */
export function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return apiRequest<Booking>(`/bookings/${encodeURIComponent(id)}`, { auth: 'user', signal });
}

export function useBooking(id: string) {
  return useQuery({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => getBooking(id, signal),
    // A payment the business has just checked should show when the renter comes back.
    staleTime: 0,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { BookingAllowance } from '@rental/shared/payments';
import { apiRequest } from '@/lib/api-client';

/** GET /bookings/allowance: how many Pending bookings the renter has, and may have at once. */
export function getBookingAllowance(signal?: AbortSignal): Promise<BookingAllowance> {
  return apiRequest<BookingAllowance>('/bookings/allowance', { auth: 'user', signal });
}

export function useBookingAllowance() {
  return useQuery({
    queryKey: ['customer', 'booking-allowance'] as const,
    queryFn: ({ signal }) => getBookingAllowance(signal),
    // A booking cancelled or confirmed a moment ago changes it.
    staleTime: 0,
    retry: false,
  });
}

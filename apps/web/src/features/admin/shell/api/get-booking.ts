import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@rental/shared/bookings';
import { apiRequest } from '@/lib/api-client';
import { adminBookingKeys } from './get-bookings';

// docs/product.md#api: GET /api/bookings/{id}, the booking with its ledger and balance. Kept
// under the admin bookings key, so whatever changes a booking (a status, an entry, a decision)
// reloads it with the lists.

export const bookingDetailKey = (id: string) => [...adminBookingKeys.all, 'detail', id] as const;

export function getBooking(id: string, signal?: AbortSignal) {
  return apiRequest<Booking>(`/bookings/${encodeURIComponent(id)}`, { auth: 'admin', signal });
}

/**
 * The booking as the server has it now. The list's copy shows at once; it is treated as stale,
 * so the ledger is fetched fresh whenever a booking is opened.
 */
export function useAdminBooking(booking: Booking) {
  return useQuery({
    queryKey: bookingDetailKey(booking._id),
    queryFn: ({ signal }) => getBooking(booking._id, signal),
    initialData: booking,
    initialDataUpdatedAt: 0,
  });
}

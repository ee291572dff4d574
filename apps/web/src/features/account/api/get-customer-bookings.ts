import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@rental/shared/bookings';
import { apiRequest } from '@/lib/api-client';
import { customerKeys } from './get-customer-data';

/** GET /bookings/customer/{customerId}: the customer's own bookings, newest first. */
export async function getCustomerBookings(
  customerId: string,
  signal?: AbortSignal,
): Promise<Booking[]> {
  const list = await apiRequest<Booking[]>(`/bookings/customer/${encodeURIComponent(customerId)}`, {
    auth: 'user',
    signal,
  });
  // The server answers newest first; keep that order even if an older server does not.
  return [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function useCustomerBookings(customerId: string, { enabled = true } = {}) {
  return useQuery({
    enabled,
    queryKey: customerKeys.bookings(customerId),
    queryFn: ({ signal }) => getCustomerBookings(customerId, signal),
    // A booking made a moment ago must show up when the customer opens the tab.
    staleTime: 0,
  });
}

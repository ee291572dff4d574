import { useQuery } from '@tanstack/react-query';
import { adminBookingKeys } from '@/features/admin/shell/api/get-bookings';
import { apiRequest } from '@/lib/api-client';
import { HandoverBookingSchema, type HandoverBooking } from '../lib/handover-booking';

// GET /api/bookings/{id} (docs/product.md#api): the booking with its pickup, return and bill,
// under the admin bookings key so a saved record reloads it with the lists.

export const handoverBookingKey = (id: string) => [...adminBookingKeys.all, 'detail', id] as const;

export async function getHandoverBooking(id: string, signal?: AbortSignal) {
  const booking = await apiRequest<unknown>(`/bookings/${encodeURIComponent(id)}`, {
    auth: 'admin',
    signal,
  });
  return HandoverBookingSchema.parse(booking);
}

export function useHandoverBooking(id: string) {
  return useQuery<HandoverBooking>({
    queryKey: handoverBookingKey(id),
    queryFn: ({ signal }) => getHandoverBooking(id, signal),
  });
}

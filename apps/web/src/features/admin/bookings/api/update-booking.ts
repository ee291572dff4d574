import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingUpdate } from '@rental/shared/bookings';
import { apiRequest } from '@/lib/api-client';
import { adminBookingKeys } from '@/features/admin/shell/api/get-bookings';

export function updateBooking({ id, changes }: { id: string; changes: BookingUpdate }) {
  return apiRequest<Booking>(`/bookings/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
    auth: 'admin',
  });
}

export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
  });
}

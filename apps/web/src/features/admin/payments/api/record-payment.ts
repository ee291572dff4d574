import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CounterEntry, Payment } from '@rental/shared/payments';
import { apiRequest } from '@/lib/api-client';

export function recordPayment({ bookingId, entry }: { bookingId: string; entry: CounterEntry }) {
  return apiRequest<Payment>(`/bookings/${encodeURIComponent(bookingId)}/payments`, {
    method: 'POST',
    body: entry,
    auth: 'admin',
  });
}

/** POST /api/bookings/{id}/payments: an entry the admin records at the counter. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

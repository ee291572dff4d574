import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AfterTrip, Charge } from '@rental/shared/charges';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#after-the-trip: a booking's charges after the trip and its deposit return.

const afterTripKey = (bookingId: string) => ['customer', 'after-trip', bookingId] as const;

/** GET /bookings/{id}/charges */
export function useAfterTrip(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: afterTripKey(bookingId),
    queryFn: ({ signal }) =>
      apiRequest<AfterTrip>(`/bookings/${encodeURIComponent(bookingId)}/charges`, {
        auth: 'user',
        signal,
      }),
    enabled,
    staleTime: 0,
  });
}

/** POST /charges/{id}/dispute: the renter's reason. */
export function useDisputeCharge(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chargeId, reason }: { chargeId: string; reason: string }) =>
      apiRequest<Charge>(`/charges/${encodeURIComponent(chargeId)}/dispute`, {
        method: 'POST',
        auth: 'user',
        body: { reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: afterTripKey(bookingId) }),
  });
}

/** POST /charges/{id}/payment: the renter's UPI reference, checked by the staff. */
export function usePayCharge(bookingId: string, chargeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      apiRequest<Charge>(`/charges/${encodeURIComponent(chargeId)}/payment`, {
        method: 'POST',
        auth: 'user',
        body: { reference },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: afterTripKey(bookingId) }),
  });
}

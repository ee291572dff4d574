import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AfterTrip, Charge, NewCharge } from '@rental/shared/charges';
import { apiRequest } from '@/lib/api-client';
import { adminUpload } from '@/lib/api-upload';

// docs/product.md#after-the-trip: a booking's charges after the trip and its deposit return, and
// a new charge with its evidence. Kept under the 'admin' root, so a payment checked elsewhere
// (the renter's UPI payment of a charge) reloads them.

export const afterTripKeys = {
  all: ['admin', 'after-trip'] as const,
  booking: (id: string) => ['admin', 'after-trip', 'booking', id] as const,
};

/** GET /bookings/{id}/charges */
export function useBookingCharges(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: afterTripKeys.booking(bookingId),
    queryFn: ({ signal }) =>
      apiRequest<AfterTrip>(`/bookings/${encodeURIComponent(bookingId)}/charges`, {
        auth: 'admin',
        signal,
      }),
    enabled,
  });
}

/** POST /bookings/{id}/charges: the charge as JSON and its evidence files, one multipart form. */
export function addCharge(bookingId: string, charge: NewCharge, files: readonly File[]) {
  const form = new FormData();
  // The charge first: the server reads the fields before the files.
  form.append('charge', JSON.stringify(charge));
  for (const file of files) form.append('files', file, file.name);
  return adminUpload<Charge>(`/bookings/${encodeURIComponent(bookingId)}/charges`, form);
}

export function useAddCharge(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ charge, files }: { charge: NewCharge; files: readonly File[] }) =>
      addCharge(bookingId, charge, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: afterTripKeys.all }),
  });
}

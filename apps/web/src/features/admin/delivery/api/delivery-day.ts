import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryState, DispatchDay } from '@rental/shared/delivery';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#doorstep-delivery: the driver's day of a branch, and moving a leg along.

export const deliveryDayKey = (branch: string, date: string) =>
  ['admin', 'delivery-day', branch, date] as const;

export function getDeliveryDay(branch: string, date: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ branch, date });
  return apiRequest<DispatchDay>(`/admin/delivery/day?${query}`, { auth: 'admin', signal });
}

export function useDeliveryDay(branch: string, date: string) {
  return useQuery({
    queryKey: deliveryDayKey(branch, date),
    queryFn: ({ signal }) => getDeliveryDay(branch, date, signal),
  });
}

export interface UpdateLeg {
  bookingId: string;
  leg: 'pickup' | 'return';
  state?: DeliveryState;
  driverId?: string | null;
}

/** PATCH /admin/bookings/{id}/delivery/{leg}. */
export function updateLeg({ bookingId, leg, ...body }: UpdateLeg) {
  return apiRequest<{ message: string }>(
    `/admin/bookings/${encodeURIComponent(bookingId)}/delivery/${leg}`,
    { method: 'PATCH', body, auth: 'admin' },
  );
}

export function useUpdateLeg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeg,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'delivery-day'] }),
  });
}

export interface MoveLeg {
  bookingId: string;
  leg: 'pickup' | 'return';
  /** Kolkata 'YYYY-MM-DD' and 'HH:mm'. */
  date: string;
  time: string;
}

/** PUT /bookings/{id}/delivery/{leg}: a new hour for the driver, within the booked period. */
export function moveLeg({ bookingId, leg, date, time }: MoveLeg) {
  return apiRequest<unknown>(`/bookings/${encodeURIComponent(bookingId)}/delivery/${leg}`, {
    method: 'PUT',
    body: { date, time },
    auth: 'admin',
  });
}

export function useMoveLeg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveLeg,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'delivery-day'] }),
  });
}

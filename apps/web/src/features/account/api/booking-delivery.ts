import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@rental/shared/bookings';
import type { BookingDelivery, DeliveryChange, DeliveryLeg } from '@rental/shared/delivery';
import { apiRequest } from '@/lib/api-client';
import { useBookingChanged } from './booking-changed';
import { getBooking } from './get-booking';

// docs/product.md#doorstep-delivery: the renter reads a booking's doorstep legs and changes one's
// address or hour until the cut-off; the server prices the fee and the total again.

export const deliveryKey = (bookingId: string) => ['customer', 'booking-delivery', bookingId];

/** GET /bookings/{id}/delivery, read only once the renter opens the section. */
export function useBookingDelivery(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: deliveryKey(bookingId),
    queryFn: ({ signal }) =>
      apiRequest<BookingDelivery>(`/bookings/${encodeURIComponent(bookingId)}/delivery`, {
        auth: 'user',
        signal,
      }),
    enabled,
    staleTime: 0,
  });
}

export interface DeliveryChanged {
  delivery: BookingDelivery;
  /** The booking as priced again, for its new total. */
  booking: Booking;
}

/** PUT /bookings/{id}/delivery/{leg}, then the booking read again for its new total. */
export function useChangeDelivery(booking: Pick<Booking, '_id' | 'customerId'>) {
  const queryClient = useQueryClient();
  const changed = useBookingChanged();
  return useMutation({
    mutationFn: async ({
      leg,
      change,
    }: {
      leg: DeliveryLeg;
      change: DeliveryChange;
    }): Promise<DeliveryChanged> => {
      const id = encodeURIComponent(booking._id);
      const delivery = await apiRequest<BookingDelivery>(`/bookings/${id}/delivery/${leg}`, {
        method: 'PUT',
        auth: 'user',
        body: change,
      });
      return { delivery, booking: await getBooking(booking._id) };
    },
    onSuccess: ({ delivery, booking: fresh }) => {
      queryClient.setQueryData(deliveryKey(booking._id), delivery);
      changed(booking, fresh);
    },
  });
}

import { useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@rental/shared/bookings';
import { bookingKeys } from './get-booking';
import { customerKeys } from './get-customer-data';

/**
 * After a payment, a cancellation or an extension: the booking as the server now answers it goes
 * into the booking's cache, and the renter's list is read again.
 */
export function useBookingChanged() {
  const queryClient = useQueryClient();
  return (booking: Pick<Booking, '_id' | 'customerId'>, fresh?: Booking) => {
    if (fresh) queryClient.setQueryData(bookingKeys.detail(fresh._id), fresh);
    else void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(booking._id) });
    void queryClient.invalidateQueries({ queryKey: customerKeys.bookings(booking.customerId) });
  };
}

import { useMutation } from '@tanstack/react-query';
import type { Booking } from '@rental/shared/bookings';
import type { Payment } from '@rental/shared/payments';
import { apiRequest } from '@/lib/api-client';
import { useBookingChanged } from './booking-changed';

/** POST /bookings/{id}/payments: the renter's UPI reference for the advance (status submitted). */
export function recordUpiPayment(bookingId: string, reference: string): Promise<Payment> {
  return apiRequest<Payment>(`/bookings/${encodeURIComponent(bookingId)}/payments`, {
    method: 'POST',
    auth: 'user',
    body: { kind: 'advance', method: 'upi', reference },
  });
}

export function useRecordUpiPayment(booking: Pick<Booking, '_id' | 'customerId'>) {
  const changed = useBookingChanged();
  return useMutation({
    mutationFn: (reference: string) => recordUpiPayment(booking._id, reference),
    onSuccess: () => changed(booking),
  });
}

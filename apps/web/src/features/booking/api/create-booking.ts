import { useMutation } from '@tanstack/react-query';
import type { Booking, BookingRequest } from '@rental/shared/bookings';
import { apiRequest } from '@/lib/api-client';

export interface CreateBookingInput {
  request: BookingRequest;
  /** The same key for every retry of one attempt: the server then books at most once. */
  idempotencyKey: string;
}

/** POST /bookings/book with the customer's token. */
export function createBooking({ request, idempotencyKey }: CreateBookingInput): Promise<Booking> {
  return apiRequest<Booking>('/bookings/book', {
    method: 'POST',
    auth: 'user',
    body: request,
    idempotencyKey,
  });
}

export function useCreateBooking() {
  return useMutation({ mutationFn: createBooking });
}

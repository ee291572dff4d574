import { useRef } from 'react';
import type { Booking, BookingRequest } from '@rental/shared/bookings';
import { ApiError } from '@/lib/api-client';
import { useCreateBooking } from '../api/create-booking';

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * docs/product.md#booking: one Idempotency-Key per submission attempt. Sending the same booking again after
 * no answer or a server failure reuses the key, so the server books it at most once; a changed
 * booking, or one the server has definitely refused (4xx), gets a fresh key.
 */
export function useSubmitBooking() {
  const mutation = useCreateBooking();
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  async function submit(request: BookingRequest): Promise<Booking> {
    const fingerprint = JSON.stringify(request);
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { fingerprint, key: newKey() };
    try {
      return await mutation.mutateAsync({ request, idempotencyKey: attempt.current.key });
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500)
        attempt.current = null;
      throw error;
    }
  }

  return { submit, isSubmitting: mutation.isPending };
}

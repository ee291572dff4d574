import { useQuery } from '@tanstack/react-query';
import type { MessageState, OutboxMessage } from '@rental/shared/outbox';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#messages: a booking's texts and e-mails, and the failed ones across bookings.

export const adminMessageKeys = {
  all: ['admin', 'messages'] as const,
  booking: (bookingId: string) => [...adminMessageKeys.all, 'booking', bookingId] as const,
  state: (state: MessageState) => [...adminMessageKeys.all, 'state', state] as const,
};

export function getBookingMessages(bookingId: string, signal?: AbortSignal) {
  return apiRequest<OutboxMessage[]>(`/bookings/${encodeURIComponent(bookingId)}/messages`, {
    auth: 'admin',
    signal,
  });
}

export function useBookingMessages(bookingId: string) {
  return useQuery({
    queryKey: adminMessageKeys.booking(bookingId),
    queryFn: ({ signal }) => getBookingMessages(bookingId, signal),
  });
}

export function getMessagesInState(state: MessageState, signal?: AbortSignal) {
  return apiRequest<OutboxMessage[]>(`/admin/messages?state=${state}`, { auth: 'admin', signal });
}

export function useFailedMessages() {
  return useQuery({
    queryKey: adminMessageKeys.state('failed'),
    queryFn: ({ signal }) => getMessagesInState('failed', signal),
  });
}

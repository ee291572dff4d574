import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutboxMessage } from '@rental/shared/outbox';
import { apiRequest } from '@/lib/api-client';
import { adminMessageKeys } from './get-messages';

export function resendMessage(id: string) {
  return apiRequest<OutboxMessage>(`/messages/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
    auth: 'admin',
  });
}

/** Queues a failed message again; every message list reloads. */
export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMessageKeys.all }),
  });
}

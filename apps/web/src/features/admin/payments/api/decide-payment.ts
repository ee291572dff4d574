import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment, PaymentDecision } from '@rental/shared/payments';
import { apiRequest } from '@/lib/api-client';

export function decidePayment({ id, decision }: { id: string; decision: PaymentDecision }) {
  return apiRequest<Payment>(`/payments/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: decision,
    auth: 'admin',
  });
}

/** PATCH /api/payments/{id}: received, or rejected with a reason the renter sees. */
export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePayment,
    // The queue, the booking's ledger and balance, the lists and the booking's messages all
    // live under the 'admin' root; a refusal (already decided) reloads them too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

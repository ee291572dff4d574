import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Charge, ChargeDecision, DisputeQueueSchema } from '@rental/shared/charges';
import { apiRequest } from '@/lib/api-client';
import { afterTripKeys } from './booking-charges';

export type DisputedCharge = z.infer<typeof DisputeQueueSchema>[number];

/** GET /admin/charges/disputes: disputed charges waiting for a decision, oldest first. */
export function useDisputeQueue() {
  return useQuery({
    queryKey: [...afterTripKeys.all, 'disputes'],
    queryFn: ({ signal }) =>
      apiRequest<DisputedCharge[]>('/admin/charges/disputes', { auth: 'admin', signal }),
  });
}

/** PATCH /charges/{id}/dispute: uphold or waive, with a reason the renter sees. */
export function useDecideDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ChargeDecision }) =>
      apiRequest<Charge>(`/charges/${encodeURIComponent(id)}/dispute`, {
        method: 'PATCH',
        auth: 'admin',
        body: decision,
      }),
    // A refusal (decided meanwhile) reloads the queue too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: afterTripKeys.all }),
  });
}

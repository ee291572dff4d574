import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DepositReturnsDueSchema } from '@rental/shared/charges';
import type { Payment } from '@rental/shared/payments';
import { apiRequest } from '@/lib/api-client';
import { afterTripKeys } from './booking-charges';

export type DepositReturnDue = z.infer<typeof DepositReturnsDueSchema>[number];

/**
 * GET /admin/deposit-returns: every deposit payout to make (returns, and amounts given back since),
 * oldest day first (returns due today made due).
 */
export function useDepositReturns() {
  return useQuery({
    queryKey: [...afterTripKeys.all, 'deposit-returns'],
    queryFn: ({ signal }) =>
      apiRequest<DepositReturnDue[]>('/admin/deposit-returns', { auth: 'admin', signal }),
  });
}

/**
 * PATCH /payments/{id}: the deposit return's ledger entry marked paid out, with the UPI or bank
 * reference it went with (empty for cash).
 */
export function usePayOutDepositReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, reference }: { paymentId: string; reference: string }) =>
      apiRequest<Payment>(`/payments/${encodeURIComponent(paymentId)}`, {
        method: 'PATCH',
        auth: 'admin',
        body: { status: 'received', note: '', ...(reference && { reference }) },
      }),
    // The booking's ledger and the payments lists live under the same root.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

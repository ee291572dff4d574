import { useQuery } from '@tanstack/react-query';
import type { PaymentToCheck } from '@rental/shared/payments';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#holds-and-payments: UPI payments renters submitted, waiting for the admin to
// find them in the business's account, oldest first.

export const paymentsToCheckKey = ['admin', 'payments', 'submitted'] as const;

export function getPaymentsToCheck(signal?: AbortSignal) {
  return apiRequest<PaymentToCheck[]>('/admin/payments?status=submitted', {
    auth: 'admin',
    signal,
  });
}

export function usePaymentsToCheck() {
  return useQuery({
    queryKey: paymentsToCheckKey,
    queryFn: ({ signal }) => getPaymentsToCheck(signal),
    staleTime: 0,
    // Renters pay while the page is open at the counter: new payments show up without a reload.
    refetchInterval: 60_000,
  });
}

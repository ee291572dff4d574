import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AgreementSchema } from '@rental/shared/agreement';
import { apiRequest } from '@/lib/api-client';
import { agreementKey } from './get-agreement';

// POST /api/bookings/{id}/agreement/accept (docs/product.md#rental-agreement): the renter's code.

export function useAcceptAgreement(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      AgreementSchema.parse(
        await apiRequest<unknown>(`/bookings/${encodeURIComponent(id)}/agreement/accept`, {
          method: 'POST',
          body: { code },
          auth: 'admin',
        }),
      ),
    onSuccess: (agreement) => client.setQueryData(agreementKey(id), agreement),
  });
}

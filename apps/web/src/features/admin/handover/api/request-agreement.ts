import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AgreementSchema, type AgreementRequest } from '@rental/shared/agreement';
import { apiRequest } from '@/lib/api-client';
import { agreementKey } from './get-agreement';

// POST /api/bookings/{id}/agreement (docs/product.md#rental-agreement): the summary stored and
// a code texted to the renter.

export function useRequestAgreement(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AgreementRequest) =>
      AgreementSchema.parse(
        await apiRequest<unknown>(`/bookings/${encodeURIComponent(id)}/agreement`, {
          method: 'POST',
          body,
          auth: 'admin',
        }),
      ),
    onSuccess: (agreement) => client.setQueryData(agreementKey(id), agreement),
  });
}

import { useMutation } from '@tanstack/react-query';
import { AgreementSchema } from '@rental/shared/agreement';
import { apiRequest } from '@/lib/api-client';

// POST /api/bookings/{id}/agreement/link (docs/product.md#rental-agreement): texts the renter a
// link to read and accept the agreement on their own phone.

export function useSendAgreementLink(id: string) {
  return useMutation({
    mutationFn: async () =>
      AgreementSchema.parse(
        await apiRequest<unknown>(`/bookings/${encodeURIComponent(id)}/agreement/link`, {
          method: 'POST',
          auth: 'admin',
        }),
      ),
  });
}

import { useQuery } from '@tanstack/react-query';
import { BookingAgreementSchema, type Agreement } from '@rental/shared/agreement';
import { apiRequest } from '@/lib/api-client';

// GET /api/bookings/{id}/agreement (docs/product.md#rental-agreement): the newest agreement, so
// a reloaded pickup screen knows whether a code was sent or accepted.

export const agreementKey = (id: string) => ['agreement', id] as const;

export function useAgreement(id: string) {
  return useQuery<Agreement | null>({
    queryKey: agreementKey(id),
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<unknown>(`/bookings/${encodeURIComponent(id)}/agreement`, {
        auth: 'admin',
        signal,
      });
      return BookingAgreementSchema.parse(answer).agreement;
    },
    // The renter may accept on their own phone: while a code waits, look again when the staff
    // come back to the screen and every few seconds.
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.status === 'awaiting-code' ? 4000 : false),
  });
}

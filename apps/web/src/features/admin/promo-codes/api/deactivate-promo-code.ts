import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoCode } from '@rental/shared/promo';
import { apiRequest } from '@/lib/api-client';
import { offerKeys } from '@/api/offers';
import { promoCodesKey } from './list-promo-codes';

/** POST /admin/promo-codes/{id}/deactivate: renters can no longer use it. */
export function deactivatePromoCode(id: string): Promise<PromoCode> {
  return apiRequest<PromoCode>(`/admin/promo-codes/${encodeURIComponent(id)}/deactivate`, {
    method: 'POST',
    auth: 'admin',
  });
}

export function useDeactivatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivatePromoCode,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: promoCodesKey });
      // An offer stops showing a code that is no longer active.
      await queryClient.invalidateQueries({ queryKey: offerKeys.all });
    },
  });
}

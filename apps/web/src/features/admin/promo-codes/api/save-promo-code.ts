import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoCode, PromoCodeCreate, PromoCodeUpdate } from '@rental/shared/promo';
import { apiRequest } from '@/lib/api-client';
import { promoCodesKey } from './list-promo-codes';

export type SavePromoCode =
  { id: null; body: PromoCodeCreate } | { id: string; body: PromoCodeUpdate };

/** POST /admin/promo-codes for a new code, PUT /admin/promo-codes/{id} for a change. */
export function savePromoCode(input: SavePromoCode): Promise<PromoCode> {
  return input.id === null
    ? apiRequest<PromoCode>('/admin/promo-codes', {
        method: 'POST',
        body: input.body,
        auth: 'admin',
      })
    : apiRequest<PromoCode>(`/admin/promo-codes/${encodeURIComponent(input.id)}`, {
        method: 'PUT',
        body: input.body,
        auth: 'admin',
      });
}

export function useSavePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromoCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: promoCodesKey }),
  });
}

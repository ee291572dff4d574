import { useQuery } from '@tanstack/react-query';
import type { PromoCode } from '@rental/shared/promo';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#promo-codes: the owner's codes, newest first, with their uses.

export const promoCodesKey = ['admin', 'promo-codes'] as const;

export function listPromoCodes(signal?: AbortSignal): Promise<PromoCode[]> {
  return apiRequest<PromoCode[]>('/admin/promo-codes', { auth: 'admin', signal });
}

export function usePromoCodes() {
  return useQuery({ queryKey: promoCodesKey, queryFn: ({ signal }) => listPromoCodes(signal) });
}

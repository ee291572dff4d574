import { useMutation } from '@tanstack/react-query';
import type { PromoCheck, PromoCheckAnswer } from '@rental/shared/promo';
import { apiRequest } from '@/lib/api-client';

/** POST /promo-codes/check with the customer's token: the discount, or the refusal (422). */
export function checkPromoCode(request: PromoCheck): Promise<PromoCheckAnswer> {
  return apiRequest<PromoCheckAnswer>('/promo-codes/check', {
    method: 'POST',
    auth: 'user',
    body: request,
  });
}

export function useCheckPromoCode() {
  return useMutation({ mutationFn: checkPromoCode });
}

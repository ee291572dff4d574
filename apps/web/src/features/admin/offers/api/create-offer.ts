import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOfferInput, Offer } from '@rental/shared/offers';
import { apiRequest } from '@/lib/api-client';
import { offerKeys } from '@/api/offers';

/** docs/product.md#security: offer writes need the admin token (the first version sent none). */
export function createOffer(input: CreateOfferInput): Promise<Offer> {
  return apiRequest<Offer>('/offers', { method: 'POST', body: input, auth: 'admin' });
}

export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

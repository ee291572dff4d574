import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offer } from '@rental/shared/offers';
import type { OfferPromo } from '@rental/shared/promo';
import { apiRequest } from '@/lib/api-client';
import { offerKeys } from '@/api/offers';

/** PATCH /offers/{id} (owner): the promo code the offer shows, or none. */
export function setOfferPromo({ id, body }: { id: string; body: OfferPromo }): Promise<Offer> {
  return apiRequest<Offer>(`/offers/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    auth: 'admin',
  });
}

export function useSetOfferPromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOfferPromo,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

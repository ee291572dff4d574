import { useQuery } from '@tanstack/react-query';
import type { Offer } from '@rental/shared/offers';
import { apiRequest } from '@/lib/api-client';

// The offers are read by the public offers screen and the admin's offer management.

export const offerKeys = { all: ['offers'] as const };

export function getOffers(signal?: AbortSignal): Promise<Offer[]> {
  return apiRequest<Offer[]>('/offers', { signal });
}

export function useOffers() {
  return useQuery({ queryKey: offerKeys.all, queryFn: ({ signal }) => getOffers(signal) });
}

import { useQuery } from '@tanstack/react-query';
import type { Offer } from '@rental/shared/offers';
import { apiRequest } from '@/lib/api-client';

export function getOffers(signal?: AbortSignal): Promise<Offer[]> {
  return apiRequest<Offer[]>('/offers', { signal });
}

export function useOffers() {
  return useQuery({ queryKey: ['offers'], queryFn: ({ signal }) => getOffers(signal) });
}

import { useQuery } from '@tanstack/react-query';
import type { StoredDateRule } from '@rental/shared/pricing/rate-card-schemas';
import { apiRequest } from '@/lib/api-client';
import { carKeys } from './cars';

// docs/product.md#rate-plans: the owner's date rules that change a car's day price (its own and
// the fleet's), for the car page.

export function getCarDateRules(id: string, signal?: AbortSignal): Promise<StoredDateRule[]> {
  return apiRequest<StoredDateRule[]>(`/cars/${encodeURIComponent(id)}/date-rules`, { signal });
}

export function useCarDateRules(id: string) {
  return useQuery({
    queryKey: [...carKeys.detail(id), 'date-rules'] as const,
    queryFn: ({ signal }) => getCarDateRules(id, signal),
    staleTime: 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { CarReviews } from '@rental/shared/reviews';
import { apiRequest } from '@/lib/api-client';
import { carKeys } from './cars';

// docs/product.md#reviews: the car's published reviews with the business's replies, and the
// average and count the server computed from them, for the car page.

export function getCarReviews(id: string, signal?: AbortSignal): Promise<CarReviews> {
  return apiRequest<CarReviews>(`/cars/${encodeURIComponent(id)}/reviews`, { signal });
}

export function useCarReviews(id: string) {
  return useQuery({
    queryKey: [...carKeys.detail(id), 'reviews'] as const,
    queryFn: ({ signal }) => getCarReviews(id, signal),
    staleTime: 60_000,
  });
}

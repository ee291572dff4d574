import { useQuery } from '@tanstack/react-query';
import type { Review } from '@rental/shared/reviews';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#reviews: every review for the owner, hidden ones included, newest first.

export const adminReviewKeys = { all: ['admin', 'reviews'] as const };

export function getReviews(signal?: AbortSignal) {
  return apiRequest<Review[]>('/admin/reviews', { auth: 'admin', signal });
}

export function useAdminReviews() {
  return useQuery({ queryKey: adminReviewKeys.all, queryFn: ({ signal }) => getReviews(signal) });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewInput } from '@rental/shared/reviews';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#reviews: the renter's one review of a Completed booking.

const reviewKey = (bookingId: string) => ['bookings', bookingId, 'review'] as const;

export function getMyReview(bookingId: string): Promise<{ review: Review | null }> {
  return apiRequest(`/bookings/${encodeURIComponent(bookingId)}/review`, { auth: 'user' });
}

export function writeReview(bookingId: string, input: ReviewInput): Promise<Review> {
  return apiRequest<Review>(`/bookings/${encodeURIComponent(bookingId)}/review`, {
    method: 'POST',
    auth: 'user',
    body: input,
  });
}

export function useMyReview(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewKey(bookingId),
    queryFn: () => getMyReview(bookingId),
    enabled,
  });
}

export function useWriteReview(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => writeReview(bookingId, input),
    onSuccess: (review) => queryClient.setQueryData(reviewKey(bookingId), { review }),
  });
}

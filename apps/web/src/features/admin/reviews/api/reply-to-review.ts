import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@rental/shared/reviews';
import { apiRequest } from '@/lib/api-client';
import { adminReviewKeys } from './get-reviews';

export function replyToReview({ id, text }: { id: string; text: string }) {
  return apiRequest<Review>(`/admin/reviews/${encodeURIComponent(id)}/reply`, {
    method: 'PUT',
    auth: 'admin',
    body: { text },
  });
}

/** PUT /admin/reviews/{id}/reply: the business's one reply, written or edited; the list reloads. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReviewKeys.all }),
  });
}

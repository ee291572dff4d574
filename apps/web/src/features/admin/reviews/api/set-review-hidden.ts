import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@rental/shared/reviews';
import { apiRequest } from '@/lib/api-client';
import { adminReviewKeys } from './get-reviews';

export function setReviewHidden({ id, hidden }: { id: string; hidden: boolean }) {
  return apiRequest<Review>(`/admin/reviews/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    auth: 'admin',
    body: { hidden },
  });
}

/** PATCH /admin/reviews/{id}: hides a review or publishes it again; the list reloads. */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewHidden,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReviewKeys.all }),
  });
}

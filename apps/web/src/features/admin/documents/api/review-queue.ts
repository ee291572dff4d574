import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecideDocument, RenterDocument, ReviewDocument } from '@rental/shared/documents';
import { apiRequest } from '@/lib/api-client';

const queueKey = ['admin', 'documents', 'submitted'] as const;

/** GET /admin/documents?status=submitted: waiting documents, oldest first. */
export function useReviewQueue() {
  return useQuery({
    queryKey: queueKey,
    queryFn: ({ signal }) =>
      apiRequest<ReviewDocument[]>('/admin/documents?status=submitted', { auth: 'admin', signal }),
    staleTime: 0,
  });
}

/** PATCH /documents/{id}: approve, or reject with a reason the renter sees. */
export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: DecideDocument }) =>
      apiRequest<RenterDocument>(`/documents/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        auth: 'admin',
        body: decision,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}

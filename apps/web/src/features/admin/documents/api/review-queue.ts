import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TOTAL_COUNT_HEADER } from '@rental/shared/constants';
import {
  REVIEW_PAGE_SIZE,
  type DecideDocument,
  type RenterDocument,
  type ReviewDocument,
} from '@rental/shared/documents';
import { apiFetch, apiRequest } from '@/lib/api-client';

const queueKey = ['admin', 'documents', 'submitted'] as const;

export interface ReviewPage {
  documents: ReviewDocument[];
  /** Every waiting document, on all pages. */
  total: number;
}

/** GET /admin/documents?status=submitted: one page of waiting documents, oldest first. */
export function useReviewQueue(offset: number) {
  return useQuery({
    queryKey: [...queueKey, offset],
    queryFn: async ({ signal }): Promise<ReviewPage> => {
      const { data, headers } = await apiFetch<ReviewDocument[]>(
        `/admin/documents?status=submitted&limit=${REVIEW_PAGE_SIZE}&offset=${offset}`,
        { auth: 'admin', signal },
      );
      const total = Number(headers.get(TOTAL_COUNT_HEADER));
      return { documents: data, total: Number.isFinite(total) ? total : data.length };
    },
    placeholderData: keepPreviousData,
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

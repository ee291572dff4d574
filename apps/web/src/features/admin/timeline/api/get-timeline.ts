import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Timeline } from '@rental/shared/reports';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#api: GET /api/admin/timeline (any admin; staff see their own branch).

export interface TimelineParams {
  date: string;
  days: 1 | 7;
  /** '' for every branch. */
  branch: string;
}

export function useTimeline(params: TimelineParams) {
  const query = new URLSearchParams({ date: params.date, days: String(params.days) });
  if (params.branch) query.set('branch', params.branch);
  const search = query.toString();
  return useQuery({
    queryKey: ['admin', 'timeline', search],
    queryFn: ({ signal }) =>
      apiRequest<Timeline>(`/admin/timeline?${search}`, { auth: 'admin', signal }),
    placeholderData: keepPreviousData,
    enabled: params.date !== '',
  });
}

/** Today's window as the server counts today (Kolkata), for the staff home's dispatch. */
export function useTodayTimeline() {
  return useQuery({
    queryKey: ['admin', 'timeline', 'today'],
    queryFn: ({ signal }) =>
      apiRequest<Timeline>('/admin/timeline?days=1', { auth: 'admin', signal }),
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Report } from '@rental/shared/reports';
import { apiRequest } from '@/lib/api-client';
import type { ReportPeriod } from '../lib/report-period';

// docs/product.md#api: GET /api/admin/reports (owner).

export function reportQueryString(period: ReportPeriod): string {
  const params = new URLSearchParams({ from: period.from, to: period.to });
  if (period.branch) params.set('branch', period.branch);
  return params.toString();
}

export function useReport(period: ReportPeriod) {
  const query = reportQueryString(period);
  return useQuery({
    queryKey: ['admin', 'reports', query],
    queryFn: ({ signal }) =>
      apiRequest<Report>(`/admin/reports?${query}`, { auth: 'admin', signal }),
    placeholderData: keepPreviousData,
    enabled: period.from !== '' && period.to !== '' && period.from <= period.to,
  });
}

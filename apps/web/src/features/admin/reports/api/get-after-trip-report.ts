import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AfterTripReport } from '@rental/shared/after-trip-report';
import { apiRequest } from '@/lib/api-client';
import type { ReportPeriod } from '../lib/report-period';
import { reportQueryString } from './get-report';

// docs/product.md#api: GET /api/admin/reports/after-trip (owner).

export function useAfterTripReport(period: ReportPeriod) {
  const query = reportQueryString(period);
  return useQuery({
    queryKey: ['admin', 'reports', 'after-trip', query],
    queryFn: ({ signal }) =>
      apiRequest<AfterTripReport>(`/admin/reports/after-trip?${query}`, { auth: 'admin', signal }),
    placeholderData: keepPreviousData,
    enabled: period.from !== '' && period.to !== '' && period.from <= period.to,
  });
}

import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';
import type { ReportPeriod } from '../lib/report-period';
import { reportQueryString } from './get-report';

// docs/product.md#api: GET /api/admin/reports/{bookings,payments,invoices,after-trip}.csv (owner), downloaded with
// the admin's token.

export type ExportKind = 'bookings' | 'payments' | 'invoices' | 'after-trip';

export function useDownloadExport() {
  return useMutation({
    mutationFn: ({ kind, period }: { kind: ExportKind; period: ReportPeriod }) =>
      downloadFile({
        path: `/admin/reports/${kind}.csv?${reportQueryString(period)}`,
        auth: 'admin',
        fallbackName: `${kind}.csv`,
        failure: 'The export could not be downloaded.',
      }),
  });
}

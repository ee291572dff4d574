import { AdminReports } from '@/features/admin/reports/components/admin-reports';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** docs/product.md#screens /admin/reports (owner): the period's figures, charts and exports. */
export function AdminReportsPage() {
  return (
    <AdminPage title="Reports">
      <AdminReports />
    </AdminPage>
  );
}

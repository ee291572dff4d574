import { ProposedTolls } from '@/features/admin/fastag/components/proposed-tolls';
import { StatementUpload } from '@/features/admin/fastag/components/statement-upload';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** docs/product.md#screens /admin/fastag: a FASTag statement imported, its tolls confirmed. */
export function AdminFastagPage() {
  return (
    <AdminPage title="FASTag tolls">
      <StatementUpload />
      <ProposedTolls />
    </AdminPage>
  );
}

import { ProposedTolls } from '@/features/admin/fastag/components/proposed-tolls';
import { SavedMappings } from '@/features/admin/fastag/components/saved-mappings';
import { StatementUpload } from '@/features/admin/fastag/components/statement-upload';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/**
 * docs/product.md#screens /admin/fastag: a FASTag statement imported, its tolls confirmed, the
 * banks' saved columns.
 */
export function AdminFastagPage() {
  return (
    <AdminPage title="FASTag tolls">
      <StatementUpload />
      <ProposedTolls />
      <SavedMappings />
    </AdminPage>
  );
}

import { AdminPage } from '@/features/admin/shell/components/admin-page';
import { TermsEditor } from '@/features/admin/terms/components/terms-editor';

/** docs/product.md#rental-agreement: the owner's rental terms and their versions. */
export function AdminTermsPage() {
  return (
    <AdminPage title="Rental terms">
      <TermsEditor />
    </AdminPage>
  );
}

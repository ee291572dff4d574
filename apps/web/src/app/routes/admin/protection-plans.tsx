import { ProtectionPlansManager } from '@/features/admin/protection-plans/components/protection-plans-manager';
import { AdminPage } from '@/features/admin/shell/components/admin-page';
import { TermsEditor } from '@/features/admin/terms/components/terms-editor';

/** docs/product.md#protection-plans: the owner's protection plans. */
export function AdminProtectionPlansPage() {
  return (
    <AdminPage title="Protection plans">
      <ProtectionPlansManager />
    </AdminPage>
  );
}

/**
 * docs/product.md#rental-agreement: the owner's rental terms and their versions. In this module,
 * beside the plans (what a renter agrees to at pickup), because a route of its own adds its list
 * of chunks to the first load of `/`, which is at its budget.
 */
export function AdminTermsPage() {
  return (
    <AdminPage title="Rental terms">
      <TermsEditor />
    </AdminPage>
  );
}

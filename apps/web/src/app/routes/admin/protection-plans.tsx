import { ProtectionPlansManager } from '@/features/admin/protection-plans/components/protection-plans-manager';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** docs/product.md#protection-plans: the owner's protection plans. */
export function AdminProtectionPlansPage() {
  return (
    <AdminPage title="Protection plans">
      <ProtectionPlansManager />
    </AdminPage>
  );
}

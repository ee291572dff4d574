import { AuditLog } from '@/features/admin/audit/components/audit-log';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** docs/product.md#audit-log: every admin write, with who, when and what changed (owner). */
export function AdminAuditPage() {
  return (
    <AdminPage title="Audit log">
      <AuditLog />
    </AdminPage>
  );
}

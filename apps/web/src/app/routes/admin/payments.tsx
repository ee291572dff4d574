import { PaymentsToCheck } from '@/features/admin/payments/components/payments-to-check';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** docs/product.md#screens /admin/payments: the payments renters submitted, to verify or reject. */
export function AdminPaymentsPage() {
  return (
    <AdminPage title="Payments to check">
      <PaymentsToCheck />
    </AdminPage>
  );
}

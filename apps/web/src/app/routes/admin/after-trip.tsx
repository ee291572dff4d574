import { DepositReturns } from '@/features/admin/charges/components/deposit-returns';
import { DisputeQueue } from '@/features/admin/charges/components/dispute-queue';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** docs/product.md#screens /admin/disputes: disputed charges to uphold or waive. */
export function AdminDisputesPage() {
  return (
    <AdminPage title="Disputed charges">
      <DisputeQueue />
    </AdminPage>
  );
}

/** docs/product.md#screens /admin/deposit-returns: deposits to return, marked paid out. */
export function AdminDepositReturnsPage() {
  return (
    <AdminPage title="Deposit returns">
      <DepositReturns />
    </AdminPage>
  );
}

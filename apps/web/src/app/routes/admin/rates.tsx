import { FleetRatesScreen } from '@/features/admin/rates/components/fleet-rates';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** docs/product.md#screens /admin/rates: the fleet's prices and the owner's date rules. */
export function AdminRatesPage() {
  return (
    <AdminPage title="Rates">
      <FleetRatesScreen />
    </AdminPage>
  );
}

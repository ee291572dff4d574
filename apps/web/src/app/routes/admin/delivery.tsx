import { DeliveryAreasManager } from '@/features/admin/delivery/components/delivery-areas-manager';
import { DriverDay } from '@/features/admin/delivery/components/driver-day';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** docs/product.md#screens /admin/delivery-areas: the owner's delivery areas. */
export function AdminDeliveryAreasPage() {
  return (
    <AdminPage title="Delivery areas">
      <DeliveryAreasManager />
    </AdminPage>
  );
}

/** docs/product.md#screens /admin/deliveries: the driver's day. */
export function AdminDeliveriesPage() {
  return (
    <AdminPage title="Deliveries">
      <DriverDay />
    </AdminPage>
  );
}

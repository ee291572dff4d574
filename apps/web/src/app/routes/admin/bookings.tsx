import { AdminBookings } from '@/features/admin/bookings/components/admin-bookings';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** docs/product.md#screens /admin/bookings. */
export function AdminBookingsPage() {
  return (
    <AdminPage title="Bookings">
      <AdminBookings />
    </AdminPage>
  );
}

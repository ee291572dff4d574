import { AdminBookings } from '@/features/admin/bookings/components/admin-bookings';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** spec 2 /admin/bookings. */
export function AdminBookingsPage() {
  return (
    <AdminPage title="Bookings">
      <AdminBookings />
    </AdminPage>
  );
}

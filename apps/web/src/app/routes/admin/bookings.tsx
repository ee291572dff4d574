import { AdminBookings } from '@/features/admin/bookings/components/admin-bookings';
import { BookingHandover } from '@/features/admin/handover/components/booking-handover';
import { BookingMessages } from '@/features/admin/messages/components/booking-messages';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/** docs/product.md#screens /admin/bookings; each booking's modal also lists its messages (docs/product.md#messages). */
export function AdminBookingsPage() {
  return (
    <AdminPage title="Bookings">
      <AdminBookings
        bookingExtras={(booking) => (
          <>
            <BookingHandover booking={booking} />
            <BookingMessages bookingId={booking._id} />
          </>
        )}
      />
    </AdminPage>
  );
}

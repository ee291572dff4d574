import { AdminBookings } from '@/features/admin/bookings/components/admin-bookings';
import { BookingMessages } from '@/features/admin/messages/components/booking-messages';
import { BookingPayments } from '@/features/admin/payments/components/booking-payments';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/**
 * docs/product.md#screens /admin/bookings; each booking's modal also holds its payments
 * (docs/product.md#holds-and-payments) and lists its messages (docs/product.md#messages).
 */
export function AdminBookingsPage() {
  return (
    <AdminPage title="Bookings">
      <AdminBookings
        bookingPayments={(booking) => <BookingPayments booking={booking} />}
        bookingExtras={(booking) => <BookingMessages bookingId={booking._id} />}
      />
    </AdminPage>
  );
}

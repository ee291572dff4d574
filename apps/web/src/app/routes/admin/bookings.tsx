import { BookingChanges } from '@/features/admin/audit/components/booking-changes';
import { BookingCharges } from '@/features/admin/charges/components/booking-charges';
import { AdminBookings } from '@/features/admin/bookings/components/admin-bookings';
import { BookingHandover } from '@/features/admin/handover/components/booking-handover';
import { HandoverAction } from '@/features/admin/handover/components/handover-action';
import { BookingMessages } from '@/features/admin/messages/components/booking-messages';
import { BookingPayments } from '@/features/admin/payments/components/booking-payments';
import { AdminPage } from '@/features/admin/shell/components/admin-page';

/**
 * docs/product.md#screens /admin/bookings; each booking's modal also holds its payments
 * (docs/product.md#holds-and-payments), its handover (docs/product.md#handover-and-bill), its charges after the trip
 * (docs/product.md#after-the-trip) and
 * lists its messages (docs/product.md#messages) and its changes (docs/product.md#audit-log).
 */
export function AdminBookingsPage() {
  return (
    <AdminPage title="Bookings">
      <AdminBookings
        bookingActions={(booking) => <HandoverAction booking={booking} />}
        bookingPayments={(booking) => <BookingPayments booking={booking} />}
        bookingExtras={(booking) => (
          <>
            <BookingHandover booking={booking} />
            <BookingCharges booking={booking} />
            <BookingMessages bookingId={booking._id} />
            <BookingChanges bookingId={booking._id} />
          </>
        )}
      />
    </AdminPage>
  );
}

import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { MESSAGES } from '@rental/shared/messages';
import { formatRupees } from '@rental/shared/rental';
import { useRecentBookings } from '@/features/admin/shell/api/get-bookings';
import { formatDate } from '@/features/admin/shell/lib/format';
import { BookingStatusBadge } from '@/features/admin/shell/components/booking-status-badge';

/** docs/product.md#screens: the five newest bookings (id, customer, car, pickup date, status, amount). */
export function RecentBookings() {
  const recent = useRecentBookings();
  return (
    <section aria-labelledby="recent-bookings-title" className="card shadow-sm mb-4">
      <div className="card-header bg-body d-flex align-items-center justify-content-between">
        <h2 id="recent-bookings-title" className="h5 mb-0">
          Recent Bookings
        </h2>
        <Link to="/admin/bookings" className="small">
          All bookings
        </Link>
      </div>
      <div className="table-responsive">
        <Table hover size="sm" className="admin-table mb-0">
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Customer</th>
              <th scope="col">Car</th>
              <th scope="col">Pickup date</th>
              <th scope="col">Status</th>
              <th scope="col" className="text-end">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {recent.data?.map((booking) => (
              <tr key={booking._id}>
                <td>
                  <span className="font-monospace small text-body-secondary" title={booking._id}>
                    {booking._id.slice(-8)}
                  </span>
                </td>
                <td>{booking.customerName}</td>
                <td>{booking.carName}</td>
                <td className="text-nowrap">{formatDate(booking.pickupDate)}</td>
                <td>
                  <BookingStatusBadge status={booking.status} />
                </td>
                <td className="text-end text-nowrap">{formatRupees(booking.totalAmount)}</td>
              </tr>
            ))}
            {recent.data?.length === 0 && (
              <tr>
                <td colSpan={6} className="text-center text-body-secondary py-4">
                  {MESSAGES.noBookings}
                </td>
              </tr>
            )}
            {recent.isPending && (
              <tr>
                <td colSpan={6} className="text-center text-body-secondary py-4">
                  Loading bookings...
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      </div>
    </section>
  );
}

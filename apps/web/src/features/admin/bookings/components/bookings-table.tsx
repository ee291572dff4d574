import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { Booking } from '@rental/shared/bookings';
import { formatDateTime, splitDateTime } from '@/features/admin/shell/lib/format';
import { BookingStatusBadge } from '@/features/admin/shell/components/booking-status-badge';
import { HoldTime } from '@/features/admin/shell/components/hold-time';
import { useNow } from '@/features/admin/shell/hooks/use-now';
import { ScrollRegion } from '@/components/scroll-region';

interface BookingsTableProps {
  bookings: Booking[];
  onOpen: (booking: Booking) => void;
}

/**
 * docs/product.md#screens: reference, car, customer, phone, email, pickup, return, status, pickup location, 'View / Edit'.
 * A table from tablets up; a list of cards on a phone, each headed by the reference renters quote
 * at the counter (docs/product.md#booking-reference). A Pending booking's status says how long
 * it still holds the car (docs/product.md#holds-and-payments).
 */
export function BookingsTable({ bookings, onOpen }: BookingsTableProps) {
  const now = useNow();
  return (
    <>
      <ScrollRegion
        label="Bookings, scrolls sideways"
        className="d-none d-md-block border rounded-3 bg-body"
      >
        <Table hover className="admin-table small mb-0">
          <thead>
            <tr>
              <th scope="col">Ref</th>
              <th scope="col">Car</th>
              <th scope="col">Customer</th>
              <th scope="col">Phone</th>
              <th scope="col">Email</th>
              <th scope="col">Pickup</th>
              <th scope="col">Return</th>
              <th scope="col">Status</th>
              <th scope="col">Pickup location</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((booking) => (
              <tr key={booking._id}>
                <td className="font-monospace fw-semibold text-nowrap">{booking.reference}</td>
                <td>
                  <div className="fw-medium">{booking.carName}</div>
                  <div className="text-body-secondary">{booking.carNumber}</div>
                </td>
                <td>{booking.customerName}</td>
                <td>{booking.customerPhone}</td>
                <td>{booking.customerEmail}</td>
                <td>
                  <DateTimeCell iso={booking.pickupDateTime} />
                </td>
                <td>
                  <DateTimeCell iso={booking.returnDateTime} />
                </td>
                <td>
                  <BookingStatusBadge status={booking.status} onTrip={booking.onTrip} />
                  <Hold booking={booking} now={now} className="d-block mt-1" />
                </td>
                <td className="admin-wrap">{booking.pickupLocation || '—'}</td>
                <td className="text-end">
                  <OpenButton booking={booking} onOpen={onOpen} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
      <ul className="list-unstyled d-md-none mb-0">
        {bookings.map((booking) => (
          <li key={booking._id} className="card shadow-sm mb-2">
            <div className="card-body py-3">
              <div className="d-flex justify-content-between align-items-start gap-2 mb-1">
                <h2 className="h6 mb-0">
                  <span className="d-block font-monospace">
                    {booking.reference}
                    <span className="visually-hidden"> ·</span>
                  </span>{' '}
                  {booking.customerName}
                </h2>
                <BookingStatusBadge status={booking.status} onTrip={booking.onTrip} />
              </div>
              <Hold booking={booking} now={now} className="d-block mb-1" />
              <p className="small mb-1">
                {booking.carName} · <span className="text-nowrap">{booking.carNumber}</span>
              </p>
              <p className="small text-body-secondary mb-1">
                {formatDateTime(booking.pickupDateTime)} → {formatDateTime(booking.returnDateTime)}
              </p>
              <p className="small mb-2">
                <a href={`tel:${booking.customerPhone}`}>{booking.customerPhone}</a>
                {booking.pickupLocation && <> · {booking.pickupLocation}</>}
              </p>
              <OpenButton booking={booking} onOpen={onOpen} className="w-100" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function Hold({ booking, now, className }: { booking: Booking; now: Date; className: string }) {
  if (booking.status !== 'Pending') return null;
  return <HoldTime heldUntil={booking.heldUntil} now={now} className={className} />;
}

function DateTimeCell({ iso }: { iso: string }) {
  const [day, time] = splitDateTime(iso);
  return (
    <>
      <div>{day}</div>
      <div className="text-body-secondary">{time}</div>
    </>
  );
}

function OpenButton({
  booking,
  onOpen,
  className,
}: {
  booking: Booking;
  onOpen: (booking: Booking) => void;
  className?: string;
}) {
  return (
    <Button
      size="sm"
      variant="outline-primary"
      className={`text-nowrap ${className ?? ''}`}
      onClick={() => onOpen(booking)}
    >
      View / Edit<span className="visually-hidden"> booking of {booking.customerName}</span>
    </Button>
  );
}

import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatCount, formatDateTime } from '@/features/admin/shell/lib/format';
import type { HandoverBooking } from '../lib/handover-booking';
import { BillLines } from '@/components/bill-lines';
import { InvoiceButton } from '@/components/invoice-button';
import { PhotoPairs } from '@/components/photo-pairs';
import { MoneyAtReturn } from './money-at-return';

const BACK = '/admin/bookings';

/** Focuses the heading of a result, so the change of view is read out. */
function useFocusedHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

/** After the pickup: the car is on its trip; the way back and, later, to the return. */
export function PickupDone({ booking }: { booking: HandoverBooking }) {
  const heading = useFocusedHeading();
  const pickup = booking.pickup;
  return (
    <section className="handover-card handover-done mb-4" aria-labelledby="pickup-done-title">
      <h2
        id="pickup-done-title"
        ref={heading}
        tabIndex={-1}
        className="h5 d-flex align-items-center gap-2"
      >
        Car handed over <span className="badge text-bg-info">On trip</span>
      </h2>
      {pickup && (
        <p className="mb-3">
          {formatDateTime(pickup.at)} · {formatCount(pickup.odometerKm)} km · fuel{' '}
          {pickup.fuelLevel} · {pickup.photos.length}{' '}
          {pickup.photos.length === 1 ? 'photo' : 'photos'}
        </p>
      )}
      <div className="d-grid gap-2 d-sm-flex">
        <Link to={BACK} className="btn btn-primary handover-touch">
          Back to bookings
        </Link>
        <Link
          to={`/admin/bookings/${booking._id}/return`}
          className="btn btn-outline-secondary handover-touch"
        >
          Take car back
        </Link>
      </div>
    </section>
  );
}

/** After the return: the final bill, the money to settle, the invoice and the way back. */
export function ReturnDone({ booking }: { booking: HandoverBooking }) {
  const heading = useFocusedHeading();
  return (
    <section className="handover-card handover-done mb-4" aria-labelledby="return-done-title">
      <h2
        id="return-done-title"
        ref={heading}
        tabIndex={-1}
        className="h5 d-flex align-items-center gap-2"
      >
        Car returned <span className="badge text-bg-primary">Completed</span>
      </h2>
      {booking.return && (
        <p className="mb-3">
          {formatDateTime(booking.return.at)} · {formatCount(booking.return.odometerKm)} km · fuel{' '}
          {booking.return.fuelLevel}
        </p>
      )}
      {booking.pickup && booking.return && (
        <PhotoPairs pickup={booking.pickup.photos} back={booking.return.photos} auth="admin" />
      )}
      {booking.bill ? (
        <>
          <h3 className="h6 fw-semibold">
            Final bill{booking.invoiceNumber && ` · ${booking.invoiceNumber}`}
          </h3>
          <div className="mb-3">
            <BillLines bill={booking.bill} />
          </div>
        </>
      ) : (
        <p>The bill is being prepared.</p>
      )}
      {booking.balance && <MoneyAtReturn balance={booking.balance} />}
      <div className="d-grid gap-2 d-sm-flex align-items-sm-start">
        {booking.invoiceNumber && (
          <div>
            <InvoiceButton
              auth="admin"
              bookingId={booking._id}
              invoiceNumber={booking.invoiceNumber}
              className="btn btn-primary handover-touch w-100"
            />
          </div>
        )}
        <Link to={BACK} className="btn btn-outline-secondary handover-touch">
          Back to bookings
        </Link>
      </div>
    </section>
  );
}

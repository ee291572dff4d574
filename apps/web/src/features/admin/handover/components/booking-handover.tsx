import { Link } from 'react-router';
import type { Booking } from '@rental/shared/bookings';
import { formatCount, formatDateTime } from '@/features/admin/shell/lib/format';
import { handoverOf, handoverStage } from '../lib/handover-booking';
import { InvoiceButton } from '@/components/invoice-button';

/**
 * docs/product.md#handover-and-bill, in the admin's booking view: where the car is, and the way
 * to hand it over, take it back, or download the closed rental's invoice.
 */
export function BookingHandover({ booking }: { booking: Booking }) {
  const handover = handoverOf(booking);
  const stage = handoverStage(handover);
  if (stage === 'not-confirmed' && !handover.invoiceNumber) return null;
  return (
    <section aria-labelledby="booking-handover-title" className="mb-4">
      <h3
        id="booking-handover-title"
        className="h6 border-bottom pb-1 mb-3 d-flex align-items-center gap-2"
      >
        Handover
        {stage === 'on-trip' && <span className="badge text-bg-info">On trip</span>}
      </h3>
      {handover.pickup && (
        <p className="small mb-2">
          Out {formatDateTime(handover.pickup.at)} at {formatCount(handover.pickup.odometerKm)} km
          {handover.return &&
            `; back ${formatDateTime(handover.return.at)} at ${formatCount(handover.return.odometerKm)} km`}
          .
        </p>
      )}
      <div className="d-grid gap-2">
        {stage === 'ready' && (
          <Link to={`/admin/bookings/${booking._id}/pickup`} className="btn btn-primary">
            Hand over car
          </Link>
        )}
        {stage === 'on-trip' && (
          <Link to={`/admin/bookings/${booking._id}/return`} className="btn btn-primary">
            Take car back
          </Link>
        )}
        {handover.invoiceNumber && (
          <InvoiceButton
            auth="admin"
            bookingId={booking._id}
            invoiceNumber={handover.invoiceNumber}
          />
        )}
      </div>
    </section>
  );
}

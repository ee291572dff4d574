import type { Booking } from '@rental/shared/bookings';
import { formatCount, formatDateTime } from '@/features/admin/shell/lib/format';
import { handoverOf, handoverStage } from '../lib/handover-booking';
import { InvoiceButton } from '@/components/invoice-button';

/**
 * docs/product.md#handover-and-bill, in the admin's booking view: where the car is and the closed
 * rental's invoice. The way to hand it over or take it back is at the top (handover-action.tsx).
 */
export function BookingHandover({ booking }: { booking: Booking }) {
  const handover = handoverOf(booking);
  const stage = handoverStage(handover);
  if ((stage === 'not-confirmed' || stage === 'ready') && !handover.invoiceNumber) return null;
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
      {handover.invoiceNumber && (
        <div className="d-grid">
          <InvoiceButton
            auth="admin"
            bookingId={booking._id}
            invoiceNumber={handover.invoiceNumber}
          />
        </div>
      )}
    </section>
  );
}

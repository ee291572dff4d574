import type { Booking } from '@rental/shared/bookings';
import { formatRupees } from '@rental/shared/rental';
import { AgreementButton } from '@/components/agreement-button';
import { BillLines } from '@/components/bill-lines';
import { InvoiceButton } from '@/components/invoice-button';
import { PhotoPairs } from '@/components/photo-pairs';
import { formatKolkataDateTime } from '@/lib/date-format';

/**
 * The renter's side of the handover (docs/product.md#handover-and-bill): when the car went out
 * and came back, the final bill with what is still to pay or to come back, and the invoice.
 */
export function TripRecord({ booking: b }: { booking: Booking }) {
  if (!b.pickup) return null;
  return (
    <section className="trip-record mt-3" aria-label="Handover and bill">
      <p className="small mb-2">
        Picked up {formatKolkataDateTime(b.pickup.at)} at{' '}
        {b.pickup.odometerKm.toLocaleString('en-IN')} km, fuel {b.pickup.fuelLevel}.
        {b.return &&
          ` Returned ${formatKolkataDateTime(b.return.at)} at ${b.return.odometerKm.toLocaleString('en-IN')} km, fuel ${b.return.fuelLevel}.`}
      </p>
      <PhotoPairs pickup={b.pickup.photos} back={b.return?.photos ?? null} auth="user" />
      <AgreementButton bookingId={b._id} auth="user" />
      {b.bill && (
        <>
          <h4 className="h6 mt-3">Final bill</h4>
          <BillLines bill={b.bill} />
          <p className="small mt-2 mb-3">
            Paid {formatRupees(b.balance.paid - b.balance.refunded)} · still to pay{' '}
            {formatRupees(Math.max(0, b.balance.outstanding))}
            {b.balance.depositHeld > 0 &&
              ` · deposit to come back ${formatRupees(b.balance.depositHeld)}`}
          </p>
        </>
      )}
      {b.invoiceNumber && (
        <div className="mb-3">
          <InvoiceButton bookingId={b._id} invoiceNumber={b.invoiceNumber} auth="user" />
        </div>
      )}
    </section>
  );
}

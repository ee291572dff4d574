import type { Booking } from '@rental/shared/bookings';
import { formatRupees } from '@rental/shared/rental';
import { formatKolkataDateTime } from '@/lib/date-format';
import { useBooking } from '../api/get-booking';
import { advanceState } from '../lib/advance';
import { AdvancePayment } from './advance-payment';

/**
 * The advance of a booking just made, for the thank-you screen: read from the server, so a
 * reference sent from here shows as submitted, and later as received or rejected.
 */
export function BookingAdvanceSection({ bookingId }: { bookingId: string }) {
  const booking = useBooking(bookingId);
  if (booking.isPending) {
    return (
      <div className="card border-0 shadow-sm rounded-4 mb-4 advance-section" aria-busy="true">
        <div className="card-body p-4 text-body-secondary" role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Loading the advance to pay...
        </div>
      </div>
    );
  }
  if (booking.isError) return null;
  return <AdvanceCard booking={booking.data} />;
}

function AdvanceCard({ booking }: { booking: Booking }) {
  if (advanceState(booking).state === 'none') return null;
  return (
    <section
      className="card border-0 shadow-sm rounded-4 mb-4 advance-section"
      aria-labelledby="ty-advance"
    >
      <div className="card-body p-4">
        <div className="d-flex align-items-baseline gap-2 mb-2">
          <h2 id="ty-advance" className="h5 mb-0 me-auto">
            Advance
          </h2>
          <span className="fs-5 fw-semibold">{formatRupees(booking.advance.amount)}</span>
        </div>
        {booking.heldUntil && (
          <p className="small text-body-secondary mb-2">
            We hold the car for you until{' '}
            <span className="text-nowrap">{formatKolkataDateTime(booking.heldUntil)}</span> IST.
            Unless we have confirmed the booking or you have paid the advance by then, the car is
            released.
          </p>
        )}
        <AdvancePayment booking={booking} variant="page" />
      </div>
    </section>
  );
}

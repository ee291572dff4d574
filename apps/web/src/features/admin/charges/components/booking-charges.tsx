import { useId } from 'react';
import type { Booking } from '@rental/shared/bookings';
import { serverMessage } from '@/lib/server-message';
import { useBookingCharges } from '../api/booking-charges';
import { AddChargeForm } from './add-charge-form';
import { chargeTitle, depositDay } from '../lib/charge-text';
import { ChargeDetails, DepositArithmetic } from './charge-summary';

/**
 * docs/product.md#after-the-trip: in a Completed booking's record, its charges after the trip
 * with their proof and status, the deposit's return day and arithmetic, and "Add a charge".
 */
export function BookingCharges({
  booking,
}: {
  booking: Pick<Booking, '_id' | 'status' | 'pickup' | 'return'>;
}) {
  const headingId = useId();
  const completed = booking.status === 'Completed';
  const afterTrip = useBookingCharges(booking._id, completed);
  if (!completed) return null;
  const data = afterTrip.data;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h3 id={headingId} className="h6 border-bottom pb-1 mb-3">
        After the trip
      </h3>
      {afterTrip.isError && (
        <p className="text-danger small" role="alert">
          {serverMessage(afterTrip.error, 'Could not load the charges. Please reload the page.')}
        </p>
      )}
      {data?.depositReturn && (
        <div className="mb-3">
          <p className="small mb-1">
            Deposit back on <strong>{depositDay(data.depositReturn)}</strong>
            {data.depositReturn.madeDueAt ? ' (due now, figures fixed)' : ''}.
          </p>
          <DepositArithmetic figures={data.depositReturn} />
        </div>
      )}
      {data && data.charges.length === 0 && (
        <p className="small text-body-secondary">No charges after the trip.</p>
      )}
      {data && data.charges.length > 0 && (
        <ul className="list-unstyled mb-3">
          {data.charges.map((charge) => (
            <li key={charge.id} className="border rounded-3 p-2 mb-2 bg-body">
              <p className="fw-semibold mb-1">{chargeTitle(charge)}</p>
              <ChargeDetails charge={charge} />
            </li>
          ))}
        </ul>
      )}
      <AddChargeForm
        bookingId={booking._id}
        photos={{ pickup: booking.pickup?.photos ?? [], back: booking.return?.photos ?? null }}
        damageCap={data?.damageCap ?? null}
      />
    </section>
  );
}

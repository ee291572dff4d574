import { useWatch } from 'react-hook-form';
import { formatRupees } from '@rental/shared/rental';
import { rentalTotals, type BookingFormValues } from '../booking-steps';

/** Live total days and amount from the shared rental rule (docs/product.md#booking). */
export function RentalTotals({ pricePerDay }: { pricePerDay: number }) {
  const [pickupDate, pickupTime, returnDate, returnTime] = useWatch<
    BookingFormValues,
    ['pickupDate', 'pickupTime', 'returnDate', 'returnTime']
  >({ name: ['pickupDate', 'pickupTime', 'returnDate', 'returnTime'] });
  const totals = rentalTotals({ pickupDate, pickupTime, returnDate, returnTime }, pricePerDay);

  return (
    <div className="rental-totals rounded-3 p-3 mb-3" aria-live="polite">
      {totals ? (
        <>
          <dl className="row g-0 mb-0 align-items-end">
            <div className="col-5">
              <dt className="small fw-normal">Total days</dt>
              <dd className="h4 mb-0" data-testid="total-days">
                {totals.days}
              </dd>
            </div>
            <div className="col-7 text-end">
              <dt className="small fw-normal">Total amount</dt>
              <dd className="h4 mb-0" data-testid="total-amount">
                {formatRupees(totals.amount)}
              </dd>
            </div>
          </dl>
          <p className="small mb-0 mt-1 opacity-75">
            {formatRupees(pricePerDay)} × {totals.days} {totals.days === 1 ? 'day' : 'days'}
          </p>
        </>
      ) : (
        <p className="mb-0 small">
          Choose pickup and return to see the total days and amount ({formatRupees(pricePerDay)} a
          day).
        </p>
      )}
    </div>
  );
}

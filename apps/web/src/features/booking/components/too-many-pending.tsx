import { Link } from 'react-router';
import { CONFIRMATION_CALL_HOURS } from '@rental/shared/constants';
import { PAYMENT_MESSAGES } from '@rental/shared/payments';
import './booking.css';

/**
 * docs/product.md#holds-and-payments: a renter at the cap of Pending bookings is told before the
 * six steps, with the two ways forward.
 */
export function TooManyPending({ maxPending }: { maxPending: number }) {
  return (
    <div className="mx-auto booking-notice py-4">
      <h1 className="h4">You cannot book another car yet</h1>
      <p>{PAYMENT_MESSAGES.tooManyPending(maxPending)}</p>
      <p className="text-body-secondary">
        We call within {CONFIRMATION_CALL_HOURS} hours of a booking to confirm it. Your bookings,
        and the button to cancel one, are in your account.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Link to="/account?tab=bookings" className="btn btn-primary">
          My bookings
        </Link>
        <Link to="/cars" className="btn btn-outline-primary">
          Browse Cars
        </Link>
      </div>
    </div>
  );
}

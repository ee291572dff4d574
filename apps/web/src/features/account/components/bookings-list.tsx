import { Link } from 'react-router';
import { MESSAGES } from '@rental/shared/messages';
import { useCustomerBookings } from '../api/get-customer-bookings';
import { BookingCard } from './booking-card';

export function BookingsList({ customerId }: { customerId: string }) {
  const bookings = useCustomerBookings(customerId);

  if (bookings.isPending) {
    return (
      <div className="d-flex align-items-center gap-2 py-4 text-body-secondary" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        Loading your bookings...
      </div>
    );
  }
  if (bookings.isError) {
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
        <span className="me-auto">We could not load your bookings.</span>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() => bookings.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  if (bookings.data.length === 0) {
    return (
      <div className="text-center py-5 px-3 bg-body-tertiary rounded-4">
        <p className="h5">{MESSAGES.noBookings}</p>
        <p className="text-body-secondary">Your bookings will appear here once you book a car.</p>
        <Link to="/cars" className="btn btn-primary">
          Browse Cars
        </Link>
      </div>
    );
  }
  return (
    <>
      <h2 className="visually-hidden">Your bookings</h2>
      <p className="small text-body-secondary">Newest first.</p>
      <div className="d-grid gap-3">
        {bookings.data.map((b) => (
          <BookingCard key={b._id} booking={b} />
        ))}
      </div>
    </>
  );
}

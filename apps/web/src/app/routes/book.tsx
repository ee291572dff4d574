import { Link, useParams, useSearchParams } from 'react-router';
import { MESSAGES } from '@rental/shared/messages';
import { useCar } from '@/api/cars';
import { useCustomerBookings } from '@/features/account/api/get-customer-bookings';
import { useCustomerData } from '@/features/account/api/get-customer-data';
import { useBookingAllowance } from '@/features/booking/api/get-booking-allowance';
import { BookingWizard } from '@/features/booking/components/booking-wizard';
import { rememberedAnswers } from '@/features/booking/remembered-answers';
import { RenterBlocked } from '@/features/booking/components/renter-blocked';
import { TooManyPending } from '@/features/booking/components/too-many-pending';
import { ApiError } from '@/lib/api-client';
import { readDateSearch } from '@/lib/date-search';
import { usePageMeta } from '@/lib/page-meta';
import { useSignedInUser } from '@/lib/signed-in-user';

function Notice({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="text-center py-5 mx-auto booking-notice">
      <h1 className="h4">{title}</h1>
      {children}
      <div className="d-flex justify-content-center flex-wrap gap-2 mt-3">
        <Link to="/cars" className="btn btn-primary">
          Browse Cars
        </Link>
      </div>
    </div>
  );
}

export function BookPage() {
  usePageMeta('Book a car');
  const session = useSignedInUser();
  const { id = '' } = useParams();
  const car = useCar(id);
  // docs/product.md#availability: dates chosen on the car list or detail prefill the schedule step.
  const [params] = useSearchParams();
  const { from, to } = readDateSearch(params);
  // The route composes the account's profile read with the booking form (features stay apart).
  const profile = useCustomerData(session.token);
  // docs/product.md#booking: the newest of the renter's own bookings prefills address and licence.
  const customerId = session.user?._id ?? profile.data?._id ?? '';
  const bookings = useCustomerBookings(customerId, { enabled: customerId !== '' });
  // docs/product.md#holds-and-payments: at the cap of Pending bookings, say so before the six
  // steps. Only a hint: without an answer the form shows, and the server refuses at Book Now.
  const allowance = useBookingAllowance();

  // The form takes the profile and the earlier answers once, at mount: wait for their first
  // answers (the stored copy stands in when the profile fails; an empty form when the bookings do).
  if (
    car.isPending ||
    allowance.isPending ||
    (profile.isPending && profile.failureCount === 0) ||
    (customerId !== '' && bookings.isPending && bookings.failureCount === 0)
  ) {
    return (
      <div className="d-flex justify-content-center align-items-center gap-2 py-5" role="status">
        <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
        {MESSAGES.bookingCarLoading}
      </div>
    );
  }
  if (car.isError) {
    const missing =
      car.error instanceof ApiError && (car.error.status === 404 || car.error.status === 400);
    return (
      <Notice title={missing ? MESSAGES.bookingCarNotFound : MESSAGES.bookingCarLoadFailed}>
        {!missing && (
          <button type="button" className="btn btn-link" onClick={() => car.refetch()}>
            Try again
          </button>
        )}
      </Notice>
    );
  }
  // docs/product.md#customers: a blocked renter is told to call the branch.
  if (allowance.data?.blocked) return <RenterBlocked />;
  if (allowance.data && allowance.data.pending >= allowance.data.maxPending) {
    return <TooManyPending maxPending={allowance.data.maxPending} />;
  }
  if (!car.data.available) {
    return (
      <Notice title={`${car.data.name} is not available right now`}>
        <p className="text-body-secondary">
          This car is already booked, so it cannot be booked at the moment. Please pick another car.
        </p>
        <Link to={`/cars/${encodeURIComponent(car.data._id)}`}>Back to the car</Link>
      </Notice>
    );
  }
  return (
    <BookingWizard
      car={car.data}
      profile={profile.data ?? session.user}
      remembered={rememberedAnswers(bookings.data)}
      initialDates={{ from, to }}
    />
  );
}

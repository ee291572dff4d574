import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { chatLink, PHONE_PRIMARY, telLink } from '@rental/shared/business';
import { CONFIRMATION_CALL_HOURS } from '@rental/shared/constants';
import { formatRupees } from '@rental/shared/rental';
import { BookingBranch } from '@/components/booking-branch';
import { formatKolkataDateTime } from '@/lib/date-format';
import type { ThankYouState } from '../thank-you-state';
import { ThankYouPrice } from './thank-you-price';
import './booking.css';

const NEXT_STEPS = [
  {
    title: 'Confirmation call',
    text: `We call you within ${CONFIRMATION_CALL_HOURS} hours to confirm your booking.`,
  },
  {
    title: 'Document verification',
    text: 'Upload your licence and ID below for a quicker pickup, and bring the originals: Aadhaar or passport, and your driving licence.',
  },
  {
    title: 'Car pickup',
    text: 'Collect the car at the branch, or have it delivered to your door.',
  },
  { title: 'Enjoy the drive', text: 'Drive safe, and return the car with the same fuel level.' },
];

interface BookingConfirmationProps {
  booking: ThankYouState;
  /** The advance to pay, below the booking's details (docs/product.md#holds-and-payments). */
  advance?: ReactNode;
  /** The renter's licence and ID to upload now (docs/product.md#documents). */
  documents?: ReactNode;
}

/**
 * What the renter must do now (docs/product.md#screens, Thank-you): the booking is only received,
 * so the heading never says confirmed; with an advance to pay it names the amount and the end of
 * the hold, when an unpaid, unconfirmed booking loses its car.
 */
function nextStep(booking: ThankYouState): string {
  if (booking.heldUntil && booking.advanceAmount) {
    return `Pay the advance of ${formatRupees(booking.advanceAmount)} by ${formatKolkataDateTime(booking.heldUntil)} IST to keep the car: until then it is held for you, not confirmed.`;
  }
  return `Not confirmed yet: we call you within ${CONFIRMATION_CALL_HOURS} hours to confirm it.`;
}

/** docs/product.md#screens (Thank-you): what was booked, what happens next, and how to reach us. */
export function BookingConfirmation({ booking, advance, documents }: BookingConfirmationProps) {
  const reference = booking.reference ?? booking.bookingId;
  const chatText = `Hi! I just booked the ${booking.carName}. My booking reference is ${reference}.`;
  return (
    <div className="mx-auto thank-you">
      <div className="text-center mb-4">
        <span className="thank-you-tick" aria-hidden="true">
          ✓
        </span>
        <h1 className="h2 mt-3 mb-2">Booking received</h1>
        <p className="fw-semibold mb-0" data-testid="next-step">
          {nextStep(booking)}
        </p>
      </div>

      {advance}

      <section className="card border-0 shadow-sm rounded-4 mb-4" aria-labelledby="ty-details">
        <div className="card-body p-4">
          <div className="d-flex align-items-center mb-3">
            <h2 id="ty-details" className="h5 mb-0 me-auto">
              Booking details
            </h2>
            <span className="badge rounded-pill text-bg-warning">Pending Confirmation</span>
          </div>
          <dl className="summary-figures mb-0">
            <div className="thank-you-id">
              <dt>Booking reference</dt>
              <dd className="font-monospace fw-semibold" data-testid="booking-reference">
                {reference}
              </dd>
            </div>
            <div>
              <dt>Car</dt>
              <dd>{booking.carName}</dd>
            </div>
            {booking.totalDays !== undefined && (
              <div>
                <dt>Total days</dt>
                <dd>{booking.totalDays}</dd>
              </div>
            )}
            {booking.pickupDateTime && (
              <div className="thank-you-id">
                <dt>Pickup</dt>
                <dd>{formatKolkataDateTime(booking.pickupDateTime)}</dd>
              </div>
            )}
            {booking.returnDateTime && (
              <div className="thank-you-id">
                <dt>Return</dt>
                <dd>{formatKolkataDateTime(booking.returnDateTime)}</dd>
              </div>
            )}
          </dl>
          <ThankYouPrice booking={booking} />
          {booking.branch && (
            <div className="border-top mt-3 pt-3">
              <BookingBranch
                branch={booking.branch}
                headingId="ty-branch"
                headingLevel={2}
                lines={booking.lines}
              />
            </div>
          )}
        </div>
      </section>

      <section className="mb-4" aria-labelledby="ty-next">
        <h2 id="ty-next" className="h5 mb-3">
          What happens next
        </h2>
        <ol className="next-steps">
          {NEXT_STEPS.map((s) => (
            <li key={s.title}>
              <span className="fw-semibold d-block">{s.title}</span>
              <span className="small text-body-secondary">{s.text}</span>
            </li>
          ))}
        </ol>
      </section>

      {documents && <div className="mb-4">{documents}</div>}

      <section className="card border-0 bg-body-tertiary rounded-4 mb-4" aria-labelledby="ty-help">
        <div className="card-body p-4">
          <h2 id="ty-help" className="h6">
            Questions about your booking?
          </h2>
          <div className="d-grid gap-2 d-sm-flex">
            <a className="btn btn-outline-primary" href={telLink(PHONE_PRIMARY)}>
              Call {PHONE_PRIMARY}
            </a>
            <a
              className="btn btn-success"
              href={chatLink(chatText)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Chat on WhatsApp
            </a>
          </div>
        </div>
      </section>

      <nav className="d-grid gap-2 d-sm-flex justify-content-sm-center" aria-label="Continue">
        <Link to="/" className="btn btn-primary">
          Home
        </Link>
        <Link to="/cars" className="btn btn-outline-primary">
          Browse Cars
        </Link>
        <Link to="/account?tab=bookings" className="btn btn-link">
          View my bookings
        </Link>
      </nav>
    </div>
  );
}

/** /thank-you opened without a booking (typed in, bookmarked, or after the state was lost). */
export function NoRecentBooking() {
  return (
    <div className="mx-auto thank-you text-center py-5">
      <h1 className="h3">No recent booking to show</h1>
      <p className="text-body-secondary">
        Your bookings and their status are always in your account.
      </p>
      <div className="d-grid gap-2 d-sm-flex justify-content-sm-center">
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

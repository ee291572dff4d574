import { chatLink, PHONE_PRIMARY, telLink } from '@rental/shared/business';
import type { Car } from '@rental/shared/cars';
import { DEPOSIT_POLICY, MIN_RENTER_AGE } from '@rental/shared/constants';
import type { QuoteState } from '../api/get-quote';
import { QuoteLines } from './quote-lines';

interface BookingAsideProps {
  car: Car;
  /** The schedule and summary steps show the quote themselves. */
  showTotals: boolean;
  quote: QuoteState;
}

/** Beside the form on wide screens, below it on phones: the quote, the rules, and help. */
export function BookingAside({ car, showTotals, quote }: BookingAsideProps) {
  return (
    <aside className="booking-aside" aria-label="Booking help">
      {showTotals && (
        <div className="d-none d-lg-block">
          <QuoteLines car={car} quote={quote} heading="h2" />
        </div>
      )}
      <div className="card border-0 bg-body-tertiary rounded-4 mb-3">
        <div className="card-body">
          <h2 className="h6">Good to know</h2>
          <ul className="small ps-3 mb-0 d-grid gap-1">
            <li>Minimum age {MIN_RENTER_AGE}, with a 4-wheeler licence (LMV or above).</li>
            <li>{DEPOSIT_POLICY}</li>
            <li>Return the car with the same fuel level.</li>
            <li>Pay by UPI, card, net banking or cash.</li>
          </ul>
        </div>
      </div>
      <div className="card border-0 bg-body-tertiary rounded-4">
        <div className="card-body">
          <h2 className="h6">Need help booking?</h2>
          <p className="small mb-2">We answer 24/7.</p>
          <div className="d-flex flex-wrap gap-2">
            <a className="btn btn-sm btn-outline-primary" href={telLink(PHONE_PRIMARY)}>
              Call {PHONE_PRIMARY}
            </a>
            <a
              className="btn btn-sm btn-outline-success"
              href={chatLink(`Hi! I need help booking the ${car.name}.`)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Chat with us
            </a>
          </div>
        </div>
      </div>
    </aside>
  );
}

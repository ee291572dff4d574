import { Link } from 'react-router';
import { BRANCHES, telLink } from '@rental/shared/business';
import { MESSAGES } from '@rental/shared/messages';
import './booking.css';

/**
 * docs/product.md#customers: a renter the business has blocked is told before the six steps
 * (the server refuses their booking too), with the branches to call.
 */
export function RenterBlocked() {
  return (
    <div className="mx-auto booking-notice py-4">
      <h1 className="h4">You cannot book online right now</h1>
      <p>{MESSAGES.renterBlocked}</p>
      <ul className="list-unstyled mb-3">
        {BRANCHES.map((branch) => (
          <li key={branch.name} className="mb-1">
            {branch.name}: <a href={telLink(branch.phone)}>{branch.phone}</a>
          </li>
        ))}
      </ul>
      <div className="d-flex flex-wrap gap-2">
        <Link to="/account?tab=bookings" className="btn btn-primary">
          My bookings
        </Link>
        <Link to="/contact" className="btn btn-outline-primary">
          Contact us
        </Link>
      </div>
    </div>
  );
}

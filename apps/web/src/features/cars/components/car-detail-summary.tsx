import { Link } from 'react-router';
import { chatLink } from '@rental/shared/business';
import type { Car } from '@rental/shared/cars';
import { CONFIRMATION_CALL_HOURS } from '@rental/shared/constants';
import { planPrices } from '@rental/shared/pricing/plan-prices';
import { formatRupees } from '@rental/shared/rental';
import { describeRating } from '@rental/shared/rating';
import { CarSpecs } from '@/components/car-specs';
import { IconStar } from '@/components/feature-icons';
import { IconChat } from '@/components/icons';
import { useCarReviews } from '@/api/car-reviews';

/** The car's name, price and the ways to book it or ask about it (docs/product.md#screens, car detail). */
export function CarDetailSummary({ car, bookQuery = '' }: { car: Car; bookQuery?: string }) {
  const inquiry = `Hi! I'm interested in renting the ${car.name} (${formatRupees(car.price)} per day). Is it available for my dates?`;
  return (
    <div className="car-summary">
      <p className="eyebrow mb-0">
        {car.brand} · {car.type}
      </p>
      <h1 className="car-summary__title">{car.name}</h1>
      <CarRating car={car} />
      <p className="car-summary__price">
        <strong>{formatRupees(car.price)}</strong> <span>per day</span>
      </p>
      {planPrices(car).length > 0 && (
        <ul className="list-unstyled mb-2" aria-label="Other plans">
          {planPrices(car).map((plan) => (
            <li key={plan}>{plan}</li>
          ))}
        </ul>
      )}
      {car.branch && <p className="car-summary__branch">Pick up at our {car.branch} branch</p>}
      <CarSpecs car={car} className="spec-chips" label="Key specifications" />
      <div className="car-summary__actions">
        {car.available ? (
          <Link to={`/book/${car._id}${bookQuery}`} className="btn btn-primary btn-lg">
            Book Now
          </Link>
        ) : (
          <button type="button" className="btn btn-secondary btn-lg" disabled>
            Currently Unavailable
          </button>
        )}
        <a
          href={chatLink(inquiry)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn-outline-success btn-lg"
        >
          <IconChat /> Chat about this car
        </a>
      </div>
      <p className="car-summary__note">
        {car.available
          ? `Pay by UPI, card, net banking or cash. We confirm by WhatsApp or e-mail and call you within ${CONFIRMATION_CALL_HOURS} hours.`
          : 'This car is out on a booking. Message us and we will tell you when it is free, or pick another car.'}
      </p>
    </div>
  );
}

/**
 * docs/product.md#reviews: the average and count computed from the car's published reviews, with
 * a link to them; nothing before the first one (no number nobody computed).
 */
function CarRating({ car }: { car: Car }) {
  const summary = useCarReviews(car._id).data;
  const rating = summary && describeRating(summary);
  if (!rating && car.available) return null;
  return (
    <p className="d-flex align-items-center gap-2 mb-0">
      {rating && (
        <a href="#car-reviews" className="d-inline-flex align-items-center gap-1">
          <IconStar className="text-warning" />
          <span>Rated {rating}</span>
        </a>
      )}
      {!car.available && <span className="badge text-bg-danger">Booked</span>}
    </p>
  );
}

import { Link } from 'react-router';
import { chatLink } from '@rental/shared/business';
import type { Car } from '@rental/shared/cars';
import { CONFIRMATION_CALL_HOURS } from '@rental/shared/constants';
import { planPrices } from '@rental/shared/pricing/plan-prices';
import { formatRupees } from '@rental/shared/rental';
import { CarSpecs } from '@/components/car-specs';
import { IconStar } from '@/components/feature-icons';
import { IconChat } from '@/components/icons';

/** The car's name, price and the ways to book it or ask about it (docs/product.md#screens, car detail). */
export function CarDetailSummary({ car, bookQuery = '' }: { car: Car; bookQuery?: string }) {
  const inquiry = `Hi! I'm interested in renting the ${car.name} (${formatRupees(car.price)} per day). Is it available for my dates?`;
  return (
    <div className="car-summary">
      <p className="eyebrow mb-0">
        {car.brand} · {car.type}
      </p>
      <h1 className="car-summary__title">{car.name}</h1>
      <p className="d-flex align-items-center gap-2 mb-0">
        {car.rating > 0 ? (
          <>
            <IconStar className="text-warning" />
            <strong>{car.rating.toFixed(1)}</strong>
            <span className="text-body-secondary">out of 5</span>
          </>
        ) : (
          <span className="badge text-bg-light">New in our fleet</span>
        )}
        {!car.available && <span className="badge text-bg-danger ms-2">Booked</span>}
      </p>
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

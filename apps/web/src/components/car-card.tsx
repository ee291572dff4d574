import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { isBookable } from '@rental/shared/car-filter';
import type { Car } from '@rental/shared/cars';
import { CAR_CARD_SIZES, carCardKicker } from '@rental/shared/car-list-page';
import { carPhotoSrcSet } from '@rental/shared/page-meta';
import { cardPlanLine } from '@rental/shared/pricing/plan-prices';
import { formatRupees } from '@rental/shared/rental';
import { CarSpecs } from './car-specs';
import { IconStar } from './feature-icons';

interface CarCardProps {
  car: Car;
  /** Extra buttons under the card, e.g. the admin's availability, Edit and Delete (docs/product.md#screens). */
  actions?: ReactNode;
  /** Level of the car's name in the page outline (default 3, under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  /** Load the photo at once: for the first cards of a list, which are in view on arrival. */
  priority?: boolean;
  /** docs/product.md#availability: searched dates ('YYYY-MM-DDTHH:mm', Kolkata); the links carry them on. */
  dates?: { from: string; to: string };
}

/** One car: photo, name, key specs, price per day and the way to book it. */
export function CarCard({ car, actions, headingLevel = 3, priority = false, dates }: CarCardProps) {
  const Heading = `h${headingLevel}` as const;
  const thumb = car.thumbnails[0] ?? car.images[0];
  const large = car.images[0];
  const datesQuery = dates ? `?${new URLSearchParams(dates).toString()}` : '';
  const detailPath = `/cars/${car._id}${datesQuery}`;
  const planLine = cardPlanLine(car);
  // With searched dates, 'free' means free for them (docs/product.md#availability); else the availability flag.
  const bookable = isBookable(car);
  const bookedLabel = car.freeForDates === false ? 'Booked for these dates' : 'Booked';
  // The detail screen's 'Back to Cars' returns to this list with its filters.
  const { pathname, search } = useLocation();
  const from = { from: pathname + search };
  return (
    <article className={`card car-card h-100${bookable ? '' : ' is-booked'}`}>
      <Link
        to={detailPath}
        state={from}
        className="car-card__media"
        tabIndex={-1}
        aria-hidden="true"
      >
        {thumb ? (
          <img
            src={thumb}
            srcSet={large ? carPhotoSrcSet(thumb, large) : undefined}
            sizes={CAR_CARD_SIZES}
            width={480}
            height={300}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className="car-card__no-photo">Photo coming soon</span>
        )}
        {!bookable && <span className="car-card__booked">{bookedLabel}</span>}
      </Link>
      <div className="card-body d-flex flex-column">
        <div className="d-flex align-items-start justify-content-between gap-2">
          <div className="min-w-0">
            <p className="car-card__brand">{carCardKicker(car)}</p>
            <Heading className="car-card__title">
              <Link to={detailPath} state={from}>
                {car.name}
              </Link>
            </Heading>
          </div>
          <Rating car={car} />
        </div>
        <CarSpecs car={car} className="car-card__specs" />
        <div className="car-card__footer">
          <p className="car-card__price">
            <strong>{formatRupees(car.price)}</strong> <span>/ day</span>
            {planLine && <span className="car-card__plan">{planLine}</span>}
          </p>
          <div className="d-flex gap-2">
            <Link to={detailPath} state={from} className="btn btn-outline-primary btn-sm">
              Details<span className="visually-hidden"> of {car.name}</span>
            </Link>
            {bookable ? (
              <Link to={`/book/${car._id}${datesQuery}`} className="btn btn-primary btn-sm">
                Book Now<span className="visually-hidden">: {car.name}</span>
              </Link>
            ) : car.freeForDates === false ? (
              <span className="car-card__booked-note">{bookedLabel}</span>
            ) : (
              <span className="visually-hidden">{bookedLabel}</span>
            )}
          </div>
        </div>
        {actions && <div className="car-card__actions">{actions}</div>}
      </div>
    </article>
  );
}

/**
 * docs/product.md#reviews: '★ 4.5 (12)' from the car's published reviews; nothing before the
 * first (a car has a rating exactly when it has a review). Written out here, not through
 * carCardRating (shared/car-list-page), which the server's frame uses: the home page's first load
 * has no bytes to spare; car-card.test.tsx holds the two to the same words.
 */
function Rating({ car: { rating, reviewCount: n } }: { car: Car }) {
  const r = rating?.toFixed(1);
  return (
    r && (
      <span
        className="car-card__rating"
        role="img"
        aria-label={`Rated ${r} out of 5 from ${n} review${n > 1 ? 's' : ''}`}
      >
        <IconStar className="text-warning" />
        {` ${r} (${n})`}
      </span>
    )
  );
}

import { useState } from 'react';
import type { Car } from '@rental/shared/cars';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { IconCheck } from '@/components/icons';
import { PinChecker } from '@/components/pin-checker';
import { RentalPolicies } from '@/components/rental-policies';
import { datesQuery, searchPeriod } from '@/lib/date-search';
import { CarAvailability, type ChosenDates } from './car-availability';
import { CarDateRules } from './car-date-rules';
import { CarGallery } from './car-gallery';
import { CarReviews } from './car-reviews';
import { CarDetailSummary } from './car-detail-summary';

interface CarDetailViewProps {
  car: Car;
  /** docs/product.md#availability: dates searched on the car list, carried here by the address. */
  initialDates?: ChosenDates;
}

/** docs/product.md#screens, car detail: gallery, specs, availability, description, features and Rental Terms. */
export function CarDetailView({ car, initialDates = { from: '', to: '' } }: CarDetailViewProps) {
  const [dates, setDates] = useState(initialDates);
  const bookQuery = searchPeriod({ ...dates, branch: '' }) ? `?${datesQuery(dates)}` : '';
  const specs = [
    ['Brand', car.brand],
    ['Type', car.type],
    ['Fuel', car.fuel],
    ['Seats', String(car.seats)],
    ['Transmission', car.transmission],
    ...(car.branch ? ([['Branch', car.branch]] as const) : []),
  ] as const;
  return (
    <div className="row g-4 g-lg-5">
      <div className="col-12 col-lg-7">
        <CarGallery car={car} />
      </div>
      <div className="col-12 col-lg-5">
        <CarDetailSummary car={car} bookQuery={bookQuery} />
      </div>
      {/* The photo and the summary are the first paint; the rest follows in its own short task. */}
      <AfterFirstPaint placeholder={null}>
        <div className="col-12 col-lg-7">
          {/* Beside the sticky summary on a laptop, right after it on a phone. */}
          <CarAvailability car={car} dates={dates} onChange={setDates} />
          <CarDateRules carId={car._id} />
          <section className="detail-block" aria-label="Doorstep delivery">
            <PinChecker branch={car.branch} />
          </section>
          <section className="detail-block" aria-labelledby="about-car">
            <h2 id="about-car">About this car</h2>
            <p className="mb-0">{car.description}</p>
          </section>
          <section className="detail-block" aria-labelledby="car-specs">
            <h2 id="car-specs">Specifications</h2>
            <dl className="spec-table">
              {specs.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {car.features.length > 0 && (
            <section className="detail-block" aria-labelledby="car-features">
              <h2 id="car-features">Features</h2>
              <ul className="feature-list">
                {car.features.map((feature) => (
                  <li key={feature}>
                    <IconCheck /> {feature}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <CarReviews carId={car._id} />
          <section className="detail-block" aria-labelledby="rental-terms">
            <h2 id="rental-terms">Rental Terms</h2>
            <RentalPolicies />
          </section>
        </div>
      </AfterFirstPaint>
    </div>
  );
}

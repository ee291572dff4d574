import type { Car } from '@rental/shared/cars';
import { IconCheck } from '../../../components/icons';
import { RentalPolicies } from '../../../components/rental-policies';
import { CarGallery } from './car-gallery';
import { CarSummary } from './car-summary';

/** spec 2, car detail: gallery, specs, description, features and Rental Terms. */
export function CarDetailView({ car }: { car: Car }) {
  const specs = [
    ['Brand', car.brand],
    ['Type', car.type],
    ['Fuel', car.fuel],
    ['Seats', String(car.seats)],
    ['Transmission', car.transmission],
    ['Rating', car.rating > 0 ? `${car.rating.toFixed(1)} / 5` : 'New'],
  ] as const;
  return (
    <div className="row g-4 g-lg-5">
      <div className="col-12 col-lg-7">
        <CarGallery car={car} />
      </div>
      <div className="col-12 col-lg-5">
        <CarSummary car={car} />
      </div>
      <div className="col-12 col-lg-7">
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
        <section className="detail-block" aria-labelledby="rental-terms">
          <h2 id="rental-terms">Rental Terms</h2>
          <RentalPolicies />
        </section>
      </div>
    </div>
  );
}

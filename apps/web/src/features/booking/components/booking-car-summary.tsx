import type { Car } from '@rental/shared/cars';
import { formatRupees } from '@rental/shared/rental';

/** The car being booked: the page's heading on every step. */
export function BookingCarSummary({ car }: { car: Car }) {
  const image = car.thumbnails[0] ?? car.images[0];
  return (
    <div className="card border-0 shadow-sm booking-car mb-3">
      <div className="card-body d-flex align-items-center gap-3">
        {image && (
          <img src={image} alt="" width={112} height={76} className="booking-car-img rounded-3" />
        )}
        <div className="booking-car-text">
          <h1 className="h5 mb-1">{car.name}</h1>
          <p className="small text-body-secondary mb-1">
            {car.type} · {car.fuel} · {car.seats} seats · {car.transmission}
          </p>
          <p className="mb-0">
            <span className="fw-bold">{formatRupees(car.price)}</span>
            <span className="small text-body-secondary"> per day</span>
          </p>
        </div>
      </div>
    </div>
  );
}

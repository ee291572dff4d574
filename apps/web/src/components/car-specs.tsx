import type { Car } from '@rental/shared/cars';
import { IconFuel, IconGears, IconSeats } from './feature-icons';

interface CarSpecsProps {
  car: Pick<Car, 'seats' | 'fuel' | 'transmission'>;
  className: string;
  label?: string;
}

/** Seats, fuel and gearbox: the specs a renter compares first, on the card and the car's page. */
export function CarSpecs({ car, className, label }: CarSpecsProps) {
  return (
    <ul className={className} aria-label={label}>
      <li>
        <IconSeats /> {car.seats} seats
      </li>
      <li>
        <IconFuel /> {car.fuel}
      </li>
      <li>
        <IconGears /> {car.transmission}
      </li>
    </ul>
  );
}

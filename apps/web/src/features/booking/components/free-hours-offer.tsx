import { useId } from 'react';
import type { DeliveryLeg } from '@rental/shared/delivery';
import { freeHourLabel, type FreeHour } from '../free-hour';

const TITLES: Record<DeliveryLeg, string> = {
  pickup: 'Free hours to bring the car',
  return: 'Free hours to collect the car',
};

/**
 * docs/product.md#doorstep-delivery: a full hour's refusal offers the nearest free hours; picking
 * one moves the leg's time there (and so the quote), and the renter books again.
 */
export function FreeHoursOffer(props: {
  leg: DeliveryLeg;
  hours: FreeHour[];
  onPick: (leg: DeliveryLeg, hour: FreeHour) => void;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="mt-2">
      <p id={id} className="small fw-semibold mb-1">
        {TITLES[props.leg]}
      </p>
      <div className="d-flex flex-wrap gap-2">
        {props.hours.map((hour) => (
          <button
            key={`${hour.date}T${hour.time}`}
            type="button"
            className="btn btn-outline-danger"
            onClick={() => props.onPick(props.leg, hour)}
          >
            {freeHourLabel(hour)}
          </button>
        ))}
      </div>
    </div>
  );
}

import { Link } from 'react-router';
import { ERROR_CODES } from '@rental/shared/api-error';
import type { DeliveryLeg } from '@rental/shared/delivery';
import { stepOfField, type StepId } from '../booking-steps';
import type { FreeHour } from '../free-hour';
import { FreeHoursOffer } from './free-hours-offer';

export interface SubmitFailure {
  /** The server's reason, else 'Booking failed.' (docs/product.md#texts). */
  message: string;
  code: string;
  fields: [string, string][];
  /** docs/product.md#doorstep-delivery: the full hour's leg and the free hours offered. */
  fullHour?: { leg: DeliveryLeg; hours: FreeHour[] };
}

interface BookingSubmitErrorProps {
  failure: SubmitFailure;
  onGoTo: (step: StepId) => void;
  onPickHour: (leg: DeliveryLeg, hour: FreeHour) => void;
}

/** Why the server refused the booking, with a way to fix it. Typed values are kept. */
export function BookingSubmitError({ failure, onGoTo, onPickHour }: BookingSubmitErrorProps) {
  return (
    <div className="alert alert-danger" role="alert">
      <p className="fw-semibold mb-0">{failure.message}</p>
      {failure.fields.length > 0 && (
        <ul className="small mb-0 mt-2 ps-3">
          {failure.fields.map(([field, message]) => (
            <li key={field}>
              {message}{' '}
              <button
                type="button"
                className="btn btn-link btn-sm p-0 align-baseline"
                onClick={() => onGoTo(stepOfField(field))}
              >
                Fix it
              </button>
            </li>
          ))}
        </ul>
      )}
      {failure.fullHour && failure.fullHour.hours.length > 0 && (
        <FreeHoursOffer
          leg={failure.fullHour.leg}
          hours={failure.fullHour.hours}
          onPick={onPickHour}
        />
      )}
      {failure.code === ERROR_CODES.bookingOverlap && (
        <button
          type="button"
          className="btn btn-sm btn-outline-danger mt-2"
          onClick={() => onGoTo('schedule')}
        >
          Choose other dates
        </button>
      )}
      {failure.code === ERROR_CODES.tooManyPending && (
        <Link to="/account?tab=bookings" className="btn btn-sm btn-outline-danger mt-2">
          See my bookings
        </Link>
      )}
      {failure.code === ERROR_CODES.carUnavailable && (
        <Link to="/cars" className="btn btn-sm btn-outline-danger mt-2">
          Browse other cars
        </Link>
      )}
    </div>
  );
}

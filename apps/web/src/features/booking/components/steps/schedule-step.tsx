import { MESSAGES } from '@rental/shared/messages';
import { Link } from 'react-router';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  DEPOSIT_POLICY,
  DOCUMENT_OPTIONS,
  MAX_BOOKING_LEAD_DAYS,
  PASSPORT_CASH_DEPOSIT_RUPEES,
} from '@rental/shared/constants';
import { addDays, todayInKolkata } from '@rental/shared/kolkata-time';
import type { Car } from '@rental/shared/cars';
import { formatRupees } from '@rental/shared/rental';
import type { PeriodCheck } from '@/api/car-busy';
import { fieldId, type BookingFormValues } from '@/features/booking/booking-steps';
import type { QuoteState } from '@/features/booking/api/get-quote';
import { BookingExtras, type ExtrasContext } from '../booking-extras';
import { BookingInput } from '../booking-input';
import { HourlyReturn } from '../hourly-return';
import { QuoteLines } from '../quote-lines';

const DEPOSIT_NOTE: Record<(typeof DOCUMENT_OPTIONS)[number], string> = {
  'Aadhaar + Original Licence': 'No security deposit',
  'Passport + Original Licence': `Refundable cash deposit of ${formatRupees(PASSPORT_CASH_DEPOSIT_RUPEES)}`,
};

interface ScheduleStepProps {
  car: Car;
  /** docs/product.md#availability: whether the car looks free for the chosen period. */
  periodCheck?: PeriodCheck;
  /** docs/product.md#rate-plans: the server's price of the period, line by line. */
  quote: QuoteState;
  extras: ExtrasContext;
}

/**
 * Step 3: pickup and return (by the hour for a car with an hourly price), the km plan and other
 * extras, the quote, then purpose, destination and documents.
 */
export function ScheduleStep({ car, periodCheck = 'idle', quote, extras }: ScheduleStepProps) {
  const today = todayInKolkata();
  const pickupDate = useWatch<BookingFormValues, 'pickupDate'>({ name: 'pickupDate' });
  // docs/product.md#booking: pickup not before today; return not before the pickup date (or today).
  const returnMin = pickupDate && pickupDate >= today ? pickupDate : today;
  const revalidateReturn = {
    deps: ['returnDate', 'returnTime'] as ('returnDate' | 'returnTime')[],
  };

  return (
    <>
      <div className="row g-3">
        <BookingInput
          className="col-12 booking-when"
          name="pickupDate"
          label="Pickup date"
          type="date"
          min={today}
          max={addDays(today, MAX_BOOKING_LEAD_DAYS)}
          registerOptions={revalidateReturn}
          required
        />
        <BookingInput
          className="col-12 booking-when"
          name="pickupTime"
          label="Pickup time"
          type="time"
          step={900}
          registerOptions={revalidateReturn}
          required
        />
        <HourlyReturn car={car} className="col-12" />
        <BookingInput
          className="col-12 booking-when"
          name="returnDate"
          label="Return date"
          type="date"
          min={returnMin}
          max={addDays(today, MAX_BOOKING_LEAD_DAYS + 90)}
          required
        />
        <BookingInput
          className="col-12 booking-when mb-3"
          name="returnTime"
          label="Return time"
          type="time"
          step={900}
          required
        />
      </div>
      <p className="small text-body-secondary mt-n2">Times are India time (IST).</p>
      <div aria-live="polite" className="period-check">
        {periodCheck === 'checking' && (
          <p className="small text-body-secondary">Checking that the car is free...</p>
        )}
        {periodCheck === 'free' && (
          <p className="small text-success-emphasis fw-semibold">
            The car is free for these dates.
          </p>
        )}
        {periodCheck === 'taken' && (
          <div className="alert alert-danger py-2" role="alert">
            {MESSAGES.carTakenForPeriod}
          </div>
        )}
      </div>

      <BookingExtras {...extras} />
      <QuoteLines car={car} quote={quote} heading="h3" />

      <BookingInput
        name="purpose"
        label="Purpose of the trip"
        placeholder="e.g. Weekend getaway, family function"
        maxLength={200}
        required
      />
      <BookingInput
        name="destination"
        label="Destination"
        placeholder="e.g. Srisailam"
        maxLength={200}
        required
      />
      <DocumentsChoice />
    </>
  );
}

function DocumentsChoice() {
  const { register } = useFormContext<BookingFormValues>();
  const { errors } = useFormState<BookingFormValues>({ name: 'originalDocumentsSubmitted' });
  const error = errors.originalDocumentsSubmitted?.message;
  const id = fieldId('originalDocumentsSubmitted');
  const describedBy = [error ? `${id}-error` : '', `${id}-hint`].filter(Boolean).join(' ');
  return (
    <fieldset className="mb-3" aria-describedby={describedBy}>
      <legend className="form-label fs-6 fw-medium mb-2">Original documents you will bring</legend>
      <div className="d-grid gap-2">
        {DOCUMENT_OPTIONS.map((option, i) => (
          <label key={option} className="document-option" htmlFor={`${id}-${i}`}>
            <input
              id={`${id}-${i}`}
              type="radio"
              className={`form-check-input mt-0${error ? ' is-invalid' : ''}`}
              value={option}
              aria-invalid={Boolean(error)}
              required
              {...register('originalDocumentsSubmitted')}
            />
            <span>
              <span className="d-block fw-medium">{option}</span>
              <span className="d-block small text-body-secondary">{DEPOSIT_NOTE[option]}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <p id={`${id}-hint`} className="form-text mb-0">
        {DEPOSIT_POLICY}
      </p>
      <p className="form-text mb-0">
        A quicker pickup: upload photos of them in advance in{' '}
        <Link to="/account?tab=documents" target="_blank" rel="noopener">
          your account&apos;s Documents (opens in a new tab)
        </Link>
        .
      </p>
    </fieldset>
  );
}

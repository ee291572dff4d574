import { useFormContext, useWatch } from 'react-hook-form';
import type { Car } from '@rental/shared/cars';
import { kolkataInstant, toKolkataDate, toKolkataTime } from '@rental/shared/kolkata-time';
import { KM_ALLOWANCE_PER_HOUR } from '@rental/shared/pricing/rate-card';
import { formatRupees } from '@rental/shared/rental';
import { FormField } from '@/lib/form-field';
import type { BookingFormValues } from '../booking-steps';

const HOUR_MS = 3_600_000;

/**
 * docs/product.md#rate-plans: a car with an hourly price is offered by the hour: choosing a
 * number of hours sets the return that many hours after the pickup. The return fields stay
 * editable for any other time.
 */
export function HourlyReturn({ car, className }: { car: Car; className: string }) {
  const { setValue } = useFormContext<BookingFormValues>();
  const [pickupDate, pickupTime, returnDate, returnTime] = useWatch<
    BookingFormValues,
    ['pickupDate', 'pickupTime', 'returnDate', 'returnTime']
  >({ name: ['pickupDate', 'pickupTime', 'returnDate', 'returnTime'] });
  if (!car.pricePerHour) return null;
  const minHours = Math.max(1, car.minHours ?? 1);
  const pickup = kolkataInstant(pickupDate, pickupTime);
  const ret = kolkataInstant(returnDate, returnTime);
  const span = pickup && ret ? (ret.getTime() - pickup.getTime()) / HOUR_MS : NaN;
  const chosen = Number.isInteger(span) && span >= minHours && span < 24 ? String(span) : '';
  const hours = Array.from({ length: 24 - minHours }, (_, i) => minHours + i);

  function choose(value: string) {
    if (!pickup || !value) return;
    const end = new Date(pickup.getTime() + Number(value) * HOUR_MS);
    const options = { shouldValidate: true, shouldDirty: true, shouldTouch: true };
    setValue('returnDate', toKolkataDate(end), options);
    setValue('returnTime', toKolkataTime(end), options);
  }

  const hint = pickup
    ? `${formatRupees(car.pricePerHour)} an hour${minHours > 1 ? `, at least ${minHours} hours` : ''}, ${KM_ALLOWANCE_PER_HOUR} km an hour included. A day's price is never exceeded.`
    : 'Choose the pickup date and time first.';
  return (
    <FormField
      id="booking-hours"
      label="Rent by the hour"
      hint={hint}
      controlClass="form-select"
      className={className}
    >
      {(control) => (
        <select
          {...control}
          value={chosen}
          disabled={!pickup}
          onChange={(e) => choose(e.target.value)}
        >
          <option value="">Return at the time below</option>
          {hours.map((h) => (
            <option key={h} value={h}>
              {h} hours
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

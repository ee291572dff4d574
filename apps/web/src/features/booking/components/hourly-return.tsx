import { useFormContext, useWatch } from 'react-hook-form';
import { isPeriodFree } from '@rental/shared/availability-rule';
import { busyDays, busyHoursText } from '@rental/shared/busy-hours';
import type { Car } from '@rental/shared/cars';
import { addDays, kolkataInstant, toKolkataDate, toKolkataTime } from '@rental/shared/kolkata-time';
import { KM_ALLOWANCE_PER_HOUR } from '@rental/shared/pricing/rate-card';
import { formatRupees } from '@rental/shared/rental';
import { useCarBusy } from '@/api/car-busy';
import { FormField } from '@/lib/form-field';
import type { BookingFormValues } from '../booking-steps';

const HOUR_MS = 3_600_000;

/**
 * docs/product.md#rate-plans: a car with an hourly price is offered by the hour: choosing a
 * number of hours sets the return that many hours after the pickup. The return fields stay
 * editable for any other time. docs/product.md#availability: only the numbers of hours that
 * keep clear of other rentals and their cleaning gap are offered, and the pickup day's busy
 * hours are said.
 */
export function HourlyReturn({ car, className }: { car: Car; className: string }) {
  const { setValue } = useFormContext<BookingFormValues>();
  const [pickupDate, pickupTime, returnDate, returnTime] = useWatch<
    BookingFormValues,
    ['pickupDate', 'pickupTime', 'returnDate', 'returnTime']
  >({ name: ['pickupDate', 'pickupTime', 'returnDate', 'returnTime'] });
  // The day before the pickup to two days after: any rental of under a day, buffer included.
  const windowStart = pickupDate ? addDays(pickupDate, -1) : '';
  const busy = useCarBusy(car._id, windowStart, 4, Boolean(car.pricePerHour && pickupDate));
  if (!car.pricePerHour) return null;
  const minHours = Math.max(1, car.minHours ?? 1);
  const pickup = kolkataInstant(pickupDate, pickupTime);
  const ret = kolkataInstant(returnDate, returnTime);
  const span = pickup && ret ? (ret.getTime() - pickup.getTime()) / HOUR_MS : NaN;
  const bufferMs = (busy.data?.bufferMinutes ?? 0) * 60_000;
  const fits = (h: number) =>
    !pickup ||
    !busy.data ||
    isPeriodFree(
      { from: pickup, to: new Date(pickup.getTime() + h * HOUR_MS) },
      busy.data.intervals,
      {
        bufferMs,
      },
    );
  const hours = Array.from({ length: 24 - minHours }, (_, i) => minHours + i).filter(fits);
  const chosen = hours.includes(span) ? String(span) : '';
  const pickupDay =
    busy.data && busyDays(busy.data.intervals, pickupDate, 1, bufferMs).get(pickupDate);

  function choose(value: string) {
    if (!pickup || !value) return;
    const end = new Date(pickup.getTime() + Number(value) * HOUR_MS);
    const options = { shouldValidate: true, shouldDirty: true, shouldTouch: true };
    setValue('returnDate', toKolkataDate(end), options);
    setValue('returnTime', toKolkataTime(end), options);
  }

  const price = `${formatRupees(car.pricePerHour)} an hour${minHours > 1 ? `, at least ${minHours} hours` : ''}, ${KM_ALLOWANCE_PER_HOUR} km an hour included. A day's price is never exceeded.`;
  const taken = pickupDay ? ` This day: ${busyHoursText(pickupDay)}.` : '';
  const hint = pickup ? `${price}${taken}` : 'Choose the pickup date and time first.';
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

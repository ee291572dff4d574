import { MESSAGES } from '@rental/shared/messages';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { busyDays, busyHoursText } from '@rental/shared/busy-hours';
import type { Car } from '@rental/shared/cars';
import { todayInKolkata, toKolkataDateTimeLocal } from '@rental/shared/kolkata-time';
import { useCarBusy, usePeriodCheck } from '@/api/car-busy';
import { DateTimeField } from '@/components/date-time-field';
import { MonthCalendar, type CalendarMarkKind } from '@/components/month-calendar';
import { addMonths, lastDayOf } from '@/components/month-calendar-dates';
import { dateSearchIssues, datesQuery, searchPeriod } from '@/lib/date-search';

// docs/product.md#availability: the car's next two months with busy days marked (a whole bar for a
// day taken from midnight to midnight, half a bar for a day taken for some hours), the busy hours
// of the day tapped or focused, and pickup and return chosen beside them; 'Book Now' carries the
// dates into the booking form's schedule step.

export interface ChosenDates {
  from: string;
  to: string;
}

const KINDS: readonly CalendarMarkKind[] = [
  { key: 'taken', label: 'Booked all day', tone: 'danger', striped: true },
  { key: 'partly', label: 'Booked for some hours', tone: 'warning', striped: true, partial: true },
];

const dayName = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

interface CarAvailabilityProps {
  car: Car;
  dates: ChosenDates;
  onChange: (dates: ChosenDates) => void;
}

export function CarAvailability({ car, dates, onChange }: CarAvailabilityProps) {
  const id = useId();
  const today = todayInKolkata();
  const firstMonth = today.slice(0, 7);
  const days = daysBetween(today, lastDayOf(addMonths(firstMonth, 1))) + 1;
  const busy = useCarBusy(car._id, today, days);
  const held = useMemo(
    () =>
      busy.data
        ? busyDays(busy.data.intervals, today, days, busy.data.bufferMinutes * 60_000)
        : new Map<string, never>(),
    [busy.data, today, days],
  );
  const marks = useMemo(
    () => new Map([...held].map(([date, day]) => [date, [day.full ? 'taken' : 'partly']])),
    [held],
  );
  const hoursOf = (date: string) => {
    const day = held.get(date);
    return day && !day.full ? busyHoursText(day) : undefined;
  };
  const [looked, setLooked] = useState<string | null>(null);

  const bothSet = Boolean(dates.from && dates.to);
  const issues = bothSet ? dateSearchIssues({ ...dates, branch: '' }) : {};
  const period =
    bothSet && !issues.from && !issues.to ? searchPeriod({ ...dates, branch: '' }) : null;
  const check = usePeriodCheck(car._id, period);
  const now = toKolkataDateTimeLocal(new Date());

  // A day clicked in the calendar: first the pickup day, then the return day (10:00 by default).
  function pick(date: string) {
    const fromDate = dates.from.slice(0, 10);
    if (!dates.from || dates.to || date < fromDate) {
      onChange({ from: `${date}T10:00`, to: '' });
    } else {
      onChange({ ...dates, to: `${date}T${date === fromDate ? '18:00' : '10:00'}` });
    }
  }

  const input = (name: 'from' | 'to', label: string) => (
    <DateTimeField
      id={`${id}-${name}`}
      label={label}
      value={dates[name]}
      min={name === 'to' && dates.from ? dates.from : now}
      error={issues[name]}
      className="col-12 col-sm-6"
      onChange={(value) => onChange({ ...dates, [name]: value })}
    />
  );

  return (
    <section className="detail-block car-availability" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Availability</h2>
      <p className="text-body-secondary small">
        A whole bar marks a day booked all day, half a bar a day booked for some hours (a 2-hour
        cleaning gap is kept around every rental): tap a day to see its busy hours. Unmarked days
        are free. Pick up from our <strong>{car.branch ?? 'Boduppal'}</strong> branch.
      </p>
      {busy.isError ? (
        <p className="alert alert-warning py-2">
          We could not load this car&apos;s calendar just now.{' '}
          <button
            type="button"
            className="btn btn-link p-0 align-baseline"
            onClick={() => busy.refetch()}
          >
            Try again
          </button>
        </p>
      ) : (
        <MonthCalendar
          firstMonth={firstMonth}
          months={2}
          today={today}
          kinds={KINDS}
          marks={marks}
          unmarkedLabel="free"
          onSelect={pick}
          selected={dates.to ? dates.to.slice(0, 10) : dates.from ? dates.from.slice(0, 10) : null}
          isSelectable={(date) => date >= today}
          dayNote={hoursOf}
          onFocusDate={setLooked}
          className={busy.isPending ? 'is-loading' : ''}
        />
      )}
      <p className="car-availability__hours small mb-0 mt-2" aria-live="polite">
        {looked && looked >= today && busy.data && (
          <>
            <strong>{dayName.format(new Date(`${looked}T00:00:00Z`))}:</strong>{' '}
            {held.get(looked) ? busyHoursText(held.get(looked)!) : 'Free all day'}
          </>
        )}
      </p>
      <div className="row g-3 mt-1">
        {input('from', 'Pickup (IST)')}
        {input('to', 'Return (IST)')}
      </div>
      <div aria-live="polite" className="car-availability__status">
        {check === 'checking' && <p className="text-body-secondary mb-0">Checking the dates...</p>}
        {check === 'free' && (
          <p className="text-success-emphasis fw-semibold mb-0">Free for these dates.</p>
        )}
        {check === 'taken' && (
          <p className="alert alert-danger py-2 mb-0" role="alert">
            {MESSAGES.carTakenForPeriod}
          </p>
        )}
      </div>
      {/* The summary's Book Now carries the dates too; this one sits beside them. */}
      {car.available &&
        period &&
        (check === 'taken' ? (
          <button type="button" className="btn btn-primary btn-lg w-100 mt-3" disabled>
            Book Now for these dates
          </button>
        ) : (
          <Link
            to={`/book/${car._id}?${datesQuery(dates)}`}
            className="btn btn-primary btn-lg w-100 mt-3"
          >
            Book Now for these dates
          </Link>
        ))}
    </section>
  );
}

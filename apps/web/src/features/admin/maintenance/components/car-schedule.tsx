import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { todayInKolkata } from '@rental/shared/kolkata-time';
import { IconChevronLeft, IconChevronRight } from '@/components/icons';
import { MonthCalendar } from '@/components/month-calendar';
import { addMonths } from '@/components/month-calendar-dates';
import { serverMessage } from '@/lib/server-message';
import { formatLongDate } from '@/features/admin/shell/lib/format';
import { useCarSchedule } from '../api/get-car-schedule';
import {
  SCHEDULE_KINDS,
  SCHEDULE_MONTHS,
  scheduleBusyHours,
  scheduleEntries,
  scheduleMarks,
  scheduleWindow,
  touchesDay,
} from '../lib/schedule';
import { ScheduleList } from './schedule-list';

interface CarScheduleProps {
  carId: string;
  /** Today in Kolkata, 'YYYY-MM-DD'; for tests. */
  today?: string;
}

const monthRange = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});
const monthName = (month: string) => monthRange.format(new Date(`${month}-01T00:00:00Z`));

/**
 * docs/product.md#availability: the car's bookings and maintenance blocks over two months, from this month on; a
 * chosen day narrows the list under the calendar to that day.
 */
export function CarSchedule({ carId, today = todayInKolkata() }: CarScheduleProps) {
  const thisMonth = today.slice(0, 7);
  const [firstMonth, setFirstMonth] = useState(thisMonth);
  const [day, setDay] = useState<string | null>(null);
  const { from, days } = scheduleWindow(firstMonth);
  const schedule = useCarSchedule(carId, from, days);
  const lastMonth = addMonths(firstMonth, SCHEDULE_MONTHS - 1);

  const show = (month: string) => {
    setFirstMonth(month);
    setDay(null);
  };

  const data = schedule.data;
  const entries = data ? scheduleEntries(data) : [];
  const shownEntries = day ? entries.filter((e) => touchesDay(e.from, e.to, day)) : entries;
  const busyHours = data ? scheduleBusyHours(data) : new Map<string, string>();

  return (
    <div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div className="d-flex align-items-center gap-2">
          <p className="mb-0 fw-semibold" aria-live="polite">
            {monthName(firstMonth)} – {monthName(lastMonth)}
          </p>
          {schedule.isFetching && (
            <Spinner animation="border" size="sm" role="status">
              <span className="visually-hidden">Loading the schedule</span>
            </Spinner>
          )}
        </div>
        <div className="btn-group btn-group-sm" role="group" aria-label="Months shown">
          <Button variant="outline-secondary" onClick={() => show(addMonths(firstMonth, -1))}>
            <IconChevronLeft />
            <span className="visually-hidden">Earlier month</span>
          </Button>
          <Button
            variant="outline-secondary"
            onClick={() => show(thisMonth)}
            disabled={firstMonth === thisMonth}
          >
            This month
          </Button>
          <Button variant="outline-secondary" onClick={() => show(addMonths(firstMonth, 1))}>
            <IconChevronRight />
            <span className="visually-hidden">Later month</span>
          </Button>
        </div>
      </div>
      {schedule.isError && (
        <Alert variant="danger">
          {serverMessage(schedule.error, 'Could not load the schedule. Please try again.')}
        </Alert>
      )}
      <MonthCalendar
        firstMonth={firstMonth}
        months={SCHEDULE_MONTHS}
        today={today}
        kinds={SCHEDULE_KINDS}
        marks={data ? scheduleMarks(data) : new Map()}
        unmarkedLabel="nothing scheduled"
        dayNote={(date) => busyHours.get(date)}
        selected={day}
        onSelect={(date) => setDay(date === day ? null : date)}
        headingLevel={4}
        className="mb-4"
      />
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-2">
        <h4 className="h6 mb-0" aria-live="polite">
          {day ? `Bookings and blocks on ${formatLongDate(day)}` : 'Bookings and blocks'}
        </h4>
        {day && busyHours.get(day) && (
          <p className="small mb-0 w-100 order-last" data-testid="day-busy-hours">
            {busyHours.get(day)}
          </p>
        )}
        {day && (
          <Button variant="link" size="sm" className="p-0" onClick={() => setDay(null)}>
            Show both months
          </Button>
        )}
      </div>
      {data && (
        <ScheduleList
          entries={shownEntries}
          emptyText={
            day
              ? 'Nothing booked or blocked on this day.'
              : 'Nothing booked or blocked in these months.'
          }
        />
      )}
    </div>
  );
}

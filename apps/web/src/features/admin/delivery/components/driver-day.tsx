import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { BRANCH_NAMES } from '@rental/shared/business';
import { todayInKolkata } from '@rental/shared/kolkata-time';
import { useAdminMe } from '@/features/admin/shell/api/admin-me';
import { formatLongDate } from '@/features/admin/shell/lib/format';
import { useDeliveryDay } from '../api/delivery-day';
import { DayDeliverySwitch } from './day-delivery-switch';
import { DeliveryLegCard } from './delivery-leg-card';

/** docs/product.md#screens /admin/deliveries: a branch's deliveries and collections of a day. */
export function DriverDay() {
  const id = useId();
  const me = useAdminMe().data;
  const [chosen, setChosen] = useState<string>(BRANCH_NAMES[0]);
  const [date, setDate] = useState(todayInKolkata());
  // Branch staff see their own branch only; the owner picks one.
  const branch = me?.branch ?? chosen;
  const day = useDeliveryDay(branch, date);
  // docs/product.md#time: the day in words, as a driver reads it, not as the date field holds it.
  const dayInWords = `${formatLongDate(date)}${date === todayInKolkata() ? ' (today)' : ''}`;
  return (
    <>
      <div className="d-flex flex-wrap gap-3 mb-3">
        {me?.role === 'owner' && (
          <Form.Group controlId={`${id}-branch`}>
            <Form.Label className="small mb-1">Branch</Form.Label>
            <Form.Select value={chosen} onChange={(e) => setChosen(e.target.value)}>
              {BRANCH_NAMES.map((b) => (
                <option key={b}>{b}</option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
        <Form.Group controlId={`${id}-date`}>
          <Form.Label className="small mb-1">Day</Form.Label>
          <Form.Control type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Form.Group>
      </div>
      <h2 className="h5 mb-3" aria-live="polite">
        {branch}: {dayInWords}
      </h2>
      <DayDeliverySwitch branch={branch} date={date} />
      {day.isPending ? (
        <Spinner role="status" aria-label="Loading the day" />
      ) : day.error ? (
        <Alert variant="danger">{day.error.message}</Alert>
      ) : day.data.legs.length === 0 ? (
        <p>
          No deliveries or collections at {branch} on {formatLongDate(date)}.
        </p>
      ) : (
        <ol className="list-unstyled" aria-label={`Deliveries and collections at ${branch}`}>
          {day.data.legs.map((leg) => (
            <DeliveryLegCard
              key={`${leg.bookingId}-${leg.leg}`}
              leg={leg}
              drivers={day.data.drivers}
            />
          ))}
        </ol>
      )}
    </>
  );
}

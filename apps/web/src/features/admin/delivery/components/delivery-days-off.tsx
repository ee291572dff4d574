import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { DeliveryArea } from '@rental/shared/delivery';
import { formatLongDate } from '@/features/admin/shell/lib/format';
import { useSetDeliveryDayOff } from '../api/delivery-areas';

/** docs/product.md#doorstep-delivery: a branch switches delivery off for a day, or back on. */
export function DeliveryDaysOff({ area }: { area: DeliveryArea }) {
  const id = useId();
  const [date, setDate] = useState('');
  const toggle = useSetDeliveryDayOff();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-3">
      <h3 id={`${id}-title`} className="fs-6 fw-semibold">
        Days without delivery
      </h3>
      {area.daysOff.length === 0 ? (
        <p className="text-body-secondary">None.</p>
      ) : (
        <ul className="list-unstyled">
          {area.daysOff.map((day) => (
            <li key={day} className="d-flex gap-2 align-items-center mb-1">
              <span>{formatLongDate(day)}</span>
              <Button
                size="sm"
                variant="outline-secondary"
                onClick={() => toggle.mutate({ branch: area.branch, date: day, off: false })}
              >
                Switch back on<span className="visually-hidden"> for {formatLongDate(day)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="d-flex gap-2 align-items-end">
        <Form.Group controlId={`${id}-date`}>
          <Form.Label className="small mb-1">Day</Form.Label>
          <Form.Control type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Form.Group>
        <Button
          variant="outline-danger"
          disabled={!date || toggle.isPending}
          onClick={() => toggle.mutate({ branch: area.branch, date, off: true })}
        >
          Switch delivery off
        </Button>
      </div>
      {toggle.error && (
        <Alert variant="danger" className="mt-2">
          {toggle.error.message}
        </Alert>
      )}
    </section>
  );
}

import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { DELIVERY_STATE_LABELS, type DispatchDay, type DispatchLeg } from '@rental/shared/delivery';
import { useUpdateLeg } from '../api/delivery-day';
import { LegHourChange } from './leg-hour-change';

const NEXT = { scheduled: 'on_the_way', on_the_way: 'done', done: null } as const;
const NEXT_LABEL = { on_the_way: 'On the way', done: 'Done' } as const;
// Written out whole: the build's unused-CSS pass keeps only class names it finds in the source,
// and react-bootstrap's Badge makes its colour class at run time (it drew white on white).
const STATE_CLASS = {
  scheduled: 'text-bg-secondary',
  on_the_way: 'text-bg-primary',
  done: 'text-bg-success',
} as const;

/** One delivery or collection, laid out for a phone held in one hand. */
export function DeliveryLegCard({
  leg,
  drivers,
}: {
  leg: DispatchLeg;
  drivers: DispatchDay['drivers'];
}) {
  const id = useId();
  const update = useUpdateLeg();
  const next = NEXT[leg.state];
  const what = leg.leg === 'pickup' ? 'Delivery' : 'Collection';
  const record = `/admin/bookings/${leg.bookingId}/${leg.leg === 'pickup' ? 'pickup' : 'return'}`;
  return (
    <Card as="li" className="mb-3">
      <Card.Body>
        <div className="d-flex justify-content-between align-items-start mb-2">
          <h3 className="h5 mb-0">
            {leg.at.slice(11, 16)} · {what}
          </h3>
          <span className={`badge ${STATE_CLASS[leg.state]}`}>
            {DELIVERY_STATE_LABELS[leg.state]}
          </span>
        </div>
        <p className="mb-1">
          {leg.line}
          {leg.landmark && <>, {leg.landmark}</>}, {leg.pin}
        </p>
        <p className="mb-1">
          {leg.renterName} ·{' '}
          <a href={`tel:${leg.renterPhone}`} className="fw-semibold">
            Call {leg.renterPhone}
          </a>
        </p>
        <p className="mb-2 text-body-secondary">
          {leg.carName} ({leg.carNumber})
        </p>
        <div className="d-flex flex-wrap gap-2 mb-2">
          <a
            className="btn btn-outline-secondary"
            href={leg.mapsUrl}
            target="_blank"
            rel="noreferrer"
          >
            Open in maps
          </a>
          <Link className="btn btn-outline-secondary" to={record}>
            {leg.leg === 'pickup' ? 'Pickup record' : 'Return record'}
          </Link>
        </div>
        <Form.Group controlId={`${id}-driver`} className="mb-2">
          <Form.Label className="small mb-1">Driver</Form.Label>
          <Form.Select
            value={leg.driverId ?? ''}
            onChange={(e) =>
              update.mutate({
                bookingId: leg.bookingId,
                leg: leg.leg,
                driverId: e.target.value || null,
              })
            }
          >
            <option value="">Not assigned</option>
            {drivers.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {leg.state === 'scheduled' && <LegHourChange leg={leg} />}
        {next && (
          <Button
            size="lg"
            className="w-100"
            disabled={update.isPending}
            onClick={() => update.mutate({ bookingId: leg.bookingId, leg: leg.leg, state: next })}
          >
            Mark {NEXT_LABEL[next].toLowerCase()}
          </Button>
        )}
        <div aria-live="polite">
          {update.error && <p className="text-danger mt-2 mb-0">{update.error.message}</p>}
          {update.data && <p className="text-success mt-2 mb-0">{update.data.message}</p>}
        </div>
      </Card.Body>
    </Card>
  );
}

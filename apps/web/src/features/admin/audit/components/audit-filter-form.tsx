import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { AuditActor } from '@rental/shared/audit';
import type { Car } from '@rental/shared/cars';
import type { AuditFilters } from '../hooks/use-audit-params';

interface AuditFilterFormProps {
  filters: AuditFilters;
  actors: readonly AuditActor[];
  cars: readonly Car[];
  onApply: (filters: AuditFilters) => void;
}

const NONE: AuditFilters = { actorId: '', bookingId: '', carId: '', from: '', to: '' };

/** docs/product.md#audit-log: filter the log by person, booking, car and Kolkata days. */
export function AuditFilterForm({ filters, actors, cars, onApply }: AuditFilterFormProps) {
  const [draft, setDraft] = useState(filters);
  const set = (field: keyof AuditFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, bookingId: draft.bookingId.trim() });
  };

  return (
    <Form onSubmit={submit} aria-label="Filter the changes" className="mb-3">
      <div className="row g-2 align-items-end">
        <Form.Group className="col-12 col-sm-6 col-lg-3" controlId="audit-actor">
          <Form.Label>Person</Form.Label>
          <Form.Select value={draft.actorId} onChange={(e) => set('actorId')(e.target.value)}>
            <option value="">Everyone</option>
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name ? `${actor.name} (${actor.email})` : actor.email}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-12 col-sm-6 col-lg-3" controlId="audit-car">
          <Form.Label>Car</Form.Label>
          <Form.Select value={draft.carId} onChange={(e) => set('carId')(e.target.value)}>
            <option value="">Any car</option>
            {cars.map((car) => (
              <option key={car._id} value={car._id}>
                {car.name} · {car.registrationNumber}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-12 col-sm-6 col-lg-2" controlId="audit-booking">
          <Form.Label>Booking ref or id</Form.Label>
          <Form.Control
            value={draft.bookingId}
            onChange={(e) => set('bookingId')(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            className="font-monospace"
          />
        </Form.Group>
        <Form.Group className="col-6 col-sm-3 col-lg-2" controlId="audit-from">
          <Form.Label>From</Form.Label>
          <Form.Control
            type="date"
            value={draft.from}
            onChange={(e) => set('from')(e.target.value)}
          />
        </Form.Group>
        <Form.Group className="col-6 col-sm-3 col-lg-2" controlId="audit-to">
          <Form.Label>To</Form.Label>
          <Form.Control type="date" value={draft.to} onChange={(e) => set('to')(e.target.value)} />
        </Form.Group>
      </div>
      <div className="d-flex flex-wrap gap-2 mt-2">
        <Button type="submit">Show changes</Button>
        <Button
          variant="outline-secondary"
          onClick={() => {
            setDraft(NONE);
            onApply(NONE);
          }}
        >
          Clear filters
        </Button>
      </div>
    </Form>
  );
}

import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { DispatchLeg } from '@rental/shared/delivery';
import { ApiError } from '@/lib/api-client';
import { formatKolkataDateTime } from '@/lib/date-format';
import { useMoveLeg } from '../api/delivery-day';

/**
 * docs/product.md#doorstep-delivery: staff move a leg's hour within the booked period; a full
 * hour's refusal shows the server's words and its free hours as buttons, and the renter is told
 * of the change by the server.
 */
export function LegHourChange({ leg }: { leg: DispatchLeg }) {
  const id = useId();
  const date = leg.at.slice(0, 10);
  const [time, setTime] = useState(leg.at.slice(11, 16));
  const move = useMoveLeg();
  const send = (hour: { date: string; time: string }) =>
    move.mutate({ bookingId: leg.bookingId, leg: leg.leg, ...hour });
  const freeHours = move.error instanceof ApiError ? (move.error.freeHours ?? []) : [];
  return (
    <Form
      className="mb-2"
      onSubmit={(event) => {
        event.preventDefault();
        send({ date, time });
      }}
    >
      <Form.Label htmlFor={`${id}-time`} className="small mb-1">
        Move to another time this day
      </Form.Label>
      <div className="d-flex gap-2">
        <Form.Control
          id={`${id}-time`}
          type="time"
          step={900}
          required
          value={time}
          onChange={(e) => setTime(e.target.value)}
        />
        <Button type="submit" variant="outline-primary" disabled={move.isPending}>
          Move
        </Button>
      </div>
      <div aria-live="polite">
        {move.error && <p className="text-danger mt-2 mb-1">{move.error.message}</p>}
        {move.isSuccess && (
          <p className="text-success mt-2 mb-0">Moved; the renter has been told.</p>
        )}
      </div>
      {freeHours.length > 0 && (
        <div role="group" aria-label="Free hours" className="d-flex flex-wrap gap-2">
          {freeHours.map((hour) => (
            <Button
              key={`${hour.date}T${hour.time}`}
              variant="outline-danger"
              onClick={() => send(hour)}
            >
              {formatKolkataDateTime(`${hour.date}T${hour.time}:00+05:30`)}
            </Button>
          ))}
        </div>
      )}
    </Form>
  );
}

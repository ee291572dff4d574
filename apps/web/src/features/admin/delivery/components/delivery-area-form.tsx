import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DELIVERY_MESSAGES, type DeliveryArea } from '@rental/shared/delivery';
import { useSaveDeliveryArea } from '../api/delivery-areas';

type Row = { pin: string; fee: string };

/** docs/product.md#doorstep-delivery: one branch's PIN codes with a fee each, and slots an hour. */
export function DeliveryAreaForm({ area }: { area: DeliveryArea }) {
  const id = useId();
  const save = useSaveDeliveryArea();
  const [slots, setSlots] = useState(String(area.slotsPerHour));
  const [rows, setRows] = useState<Row[]>(
    area.pins.map((p) => ({ pin: p.pin, fee: String(p.fee) })),
  );
  const [saved, setSaved] = useState(false);
  const set = (i: number, change: Partial<Row>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...change } : r)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(
      {
        branch: area.branch,
        slotsPerHour: Number(slots),
        pins: rows
          .filter((r) => r.pin.trim() !== '')
          .map((r) => ({ pin: r.pin.trim(), fee: Number(r.fee) })),
      },
      { onSuccess: () => setSaved(true) },
    );
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {area.branch}
      </h2>
      <Form.Group className="mb-3" controlId={`${id}-slots`}>
        <Form.Label>Deliveries or collections an hour</Form.Label>
        <Form.Control
          type="number"
          inputMode="numeric"
          min={0}
          value={slots}
          onChange={(e) => setSlots(e.target.value)}
          style={{ maxWidth: '8rem' }}
        />
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">PIN codes and fees</legend>
        {rows.length === 0 && <p className="text-body-secondary">No PIN codes: no delivery.</p>}
        {rows.map((row, i) => (
          <div key={i} className="d-flex gap-2 align-items-end mb-2">
            <Form.Group controlId={`${id}-pin-${i}`}>
              <Form.Label className="small mb-1">PIN code</Form.Label>
              <Form.Control
                inputMode="numeric"
                maxLength={6}
                value={row.pin}
                onChange={(e) => set(i, { pin: e.target.value })}
                style={{ maxWidth: '8rem' }}
              />
            </Form.Group>
            <Form.Group controlId={`${id}-fee-${i}`}>
              <Form.Label className="small mb-1">Fee (₹)</Form.Label>
              <Form.Control
                type="number"
                inputMode="numeric"
                min={0}
                value={row.fee}
                onChange={(e) => set(i, { fee: e.target.value })}
                style={{ maxWidth: '7rem' }}
              />
            </Form.Group>
            <Button
              variant="outline-danger"
              onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
            >
              Remove<span className="visually-hidden"> PIN code {row.pin}</span>
            </Button>
          </div>
        ))}
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={() => setRows((all) => [...all, { pin: '', fee: '0' }])}
        >
          Add a PIN code
        </Button>
      </fieldset>
      <div aria-live="polite">
        {save.error && <Alert variant="danger">{save.error.message}</Alert>}
        {saved && <Alert variant="success">{DELIVERY_MESSAGES.areaSaved}</Alert>}
      </div>
      <Button type="submit" disabled={save.isPending}>
        Save {area.branch}
      </Button>
    </Form>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { Booking } from '@rental/shared/bookings';
import { BRANCH_NAMES } from '@rental/shared/business';
import {
  BOOKING_STATUSES,
  GAS_TANK_READINGS,
  type BookingStatus,
  type GasTankReading,
} from '@rental/shared/constants';
import { ApiError } from '@/lib/api-client';
import { FormField } from '@/lib/form-field';
import { useUpdateBooking } from '../api/update-booking';

const DOORSTEP = 'doorstep';
const branches: readonly string[] = BRANCH_NAMES;

/** Pickup is at one of the three branches or a doorstep address (docs/product.md#admin). */
function locationChoice(location: string): string {
  if (!location || branches.includes(location)) return location;
  return DOORSTEP;
}

interface BookingEditFormProps {
  booking: Booking;
  onSaved: (booking: Booking) => void;
}

/**
 * docs/product.md#screens: the admin edits status, pickup location, gas tank reading and the
 * staff's notes; the renter's notes stay as the renter wrote them (docs/product.md#admin).
 */
export function BookingEditForm({ booking, onSaved }: BookingEditFormProps) {
  const update = useUpdateBooking();
  const [status, setStatus] = useState<BookingStatus>(booking.status);
  const [choice, setChoice] = useState(locationChoice(booking.pickupLocation));
  const [doorstep, setDoorstep] = useState(
    locationChoice(booking.pickupLocation) === DOORSTEP ? booking.pickupLocation : '',
  );
  const [gasTank, setGasTank] = useState<GasTankReading>(booking.gasTankReading);
  const [staffNote, setStaffNote] = useState(booking.staffNote ?? '');
  const [doorstepError, setDoorstepError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const feedback = useRef<HTMLDivElement>(null);

  // The outcome (a refusal such as a 409 overlap, or 'Booking updated.') sits just above the Save
  // button and takes focus: the button was disabled while saving, which drops focus.
  useEffect(() => {
    if (update.isError || saved) feedback.current?.querySelector<HTMLElement>('.alert')?.focus();
  }, [update.isError, saved]);

  const chooseLocation = (value: string) => {
    setChoice(value);
    if (value === DOORSTEP && !doorstep.trim()) {
      setDoorstep([booking.address, booking.city].filter(Boolean).join(', '));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const pickupLocation = choice === DOORSTEP ? doorstep.trim() : choice;
    if (choice === DOORSTEP && !pickupLocation) {
      setDoorstepError('Enter the doorstep address.');
      document.getElementById('booking-doorstep')?.focus();
      return;
    }
    setDoorstepError(undefined);
    update.mutate(
      { id: booking._id, changes: { status, pickupLocation, gasTankReading: gasTank, staffNote } },
      {
        onSuccess: (updated) => {
          setSaved(true);
          onSaved(updated);
        },
        // A refusal with a code (409 overlap, 400) is shown below; only the unexpected is logged.
        onError: (error) => {
          if (!(error instanceof ApiError && error.code))
            console.error('Booking update failed', error);
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="booking-edit-title">
      <h3 id="booking-edit-title" className="h6 border-bottom pb-1 mb-3">
        Manage booking
      </h3>
      <div className="row">
        <FormField
          id="booking-edit-status"
          label="Status"
          className="col-sm-6 mb-3"
          labelClassName="form-label"
        >
          {({ id }) => (
            <Form.Select
              id={id}
              value={status}
              onChange={(e) => setStatus(e.target.value as BookingStatus)}
            >
              {BOOKING_STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </Form.Select>
          )}
        </FormField>
        <FormField
          id="booking-gas-tank"
          label="Gas tank reading"
          className="col-sm-6 mb-3"
          labelClassName="form-label"
        >
          {({ id }) => (
            <Form.Select
              id={id}
              value={gasTank}
              onChange={(e) => setGasTank(e.target.value as GasTankReading)}
            >
              {GAS_TANK_READINGS.map((reading) => (
                <option key={reading} value={reading}>
                  {reading || 'Not recorded'}
                </option>
              ))}
            </Form.Select>
          )}
        </FormField>
      </div>
      <FormField id="booking-pickup-location" label="Pickup location" labelClassName="form-label">
        {({ id }) => (
          <Form.Select id={id} value={choice} onChange={(e) => chooseLocation(e.target.value)}>
            <option value="">Not set</option>
            {BRANCH_NAMES.map((branch) => (
              <option key={branch} value={branch}>
                {branch} branch
              </option>
            ))}
            <option value={DOORSTEP}>Doorstep delivery</option>
          </Form.Select>
        )}
      </FormField>
      {choice === DOORSTEP && (
        <FormField
          id="booking-doorstep"
          label="Doorstep address"
          error={doorstepError}
          labelClassName="form-label"
        >
          {({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
            <Form.Control
              id={id}
              value={doorstep}
              maxLength={300}
              isInvalid={invalid}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(e) => setDoorstep(e.target.value)}
            />
          )}
        </FormField>
      )}
      <FormField id="booking-staff-note" label="Staff notes" labelClassName="form-label">
        {({ id }) => (
          <Form.Control
            id={id}
            as="textarea"
            rows={3}
            maxLength={1000}
            value={staffNote}
            onChange={(e) => setStaffNote(e.target.value)}
          />
        )}
      </FormField>
      <div aria-live="polite" ref={feedback}>
        {saved && !update.isPending && (
          <Alert variant="success" className="py-2 mb-2" tabIndex={-1}>
            Booking updated.
          </Alert>
        )}
        {update.isError && (
          <Alert variant="danger" className="py-2 mb-2" tabIndex={-1}>
            {update.error instanceof ApiError && update.error.code
              ? update.error.message
              : 'Could not save the booking. Please try again.'}
          </Alert>
        )}
      </div>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending && (
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        )}
        {update.isPending ? 'Saving...' : 'Save changes'}
      </Button>
    </Form>
  );
}

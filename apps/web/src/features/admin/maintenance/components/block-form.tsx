import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { MaintenanceBlockCreated } from '@rental/shared/blocks';
import { CLEANING_BUFFER_MS } from '@rental/shared/constants';
import { applyServerFieldErrors, serverMessage } from '@/lib/server-message';
import { BookingStatusBadge } from '@/features/admin/shell/components/booking-status-badge';
import { FormFailure } from '@/components/form-failure';
import { FormField } from '@/lib/form-field';
import { useCreateBlock } from '../api/create-block';
import {
  EMPTY_BLOCK_FORM,
  validateBlock,
  type BlockField,
  type BlockFormValues,
} from '../lib/block-form';
import { SchedulePeriod } from './schedule-period';

const FIELDS: readonly BlockField[] = ['from', 'to', 'reason'];
const BUFFER_HOURS = CLEANING_BUFFER_MS / 3_600_000;

const resolver: Resolver<BlockFormValues> = (values) => {
  const entries = Object.entries(validateBlock(values));
  if (entries.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    entries.map(([field, message]) => [field, { type: 'validate', message }]),
  ) as FieldErrors<BlockFormValues>;
  return { values: {}, errors };
};

/** docs/product.md#availability: take the car out of service for a period (from, to, reason). */
export function BlockForm({ carId }: { carId: string }) {
  const create = useCreateBlock();
  const [created, setCreated] = useState<MaintenanceBlockCreated | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BlockFormValues>({ resolver, defaultValues: EMPTY_BLOCK_FORM });

  const submit = handleSubmit(async (values) => {
    setCreated(null);
    setFailure(null);
    try {
      const answer = await create.mutateAsync({
        carId,
        block: { from: values.from, to: values.to, reason: values.reason.trim() },
      });
      setCreated(answer);
      reset(EMPTY_BLOCK_FORM);
    } catch (error) {
      // docs/product.md#security: the server's field messages beside their fields, its error in the alert.
      applyServerFieldErrors(error, FIELDS, setError);
      setFailure(serverMessage(error, 'Could not add the block. Please try again.'));
    }
  });

  const control = (name: BlockField) => ({
    ...register(name),
    isInvalid: !!errors[name],
    'aria-invalid': errors[name] ? true : undefined,
  });

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="block-form-title">
      <h3 id="block-form-title" className="h6 mb-3">
        Block the car
      </h3>
      <div aria-live="polite">
        {created && <BlockCreated created={created} onClose={() => setCreated(null)} />}
      </div>
      <div className="row">
        <FormField
          id="block-from"
          label="From"
          labelClassName="form-label"
          error={errors.from?.message}
          className="col-sm-6 mb-2"
        >
          {({ id, 'aria-describedby': describedBy }) => (
            <Form.Control
              id={id}
              type="datetime-local"
              aria-describedby={[describedBy, 'block-time-hint'].filter(Boolean).join(' ')}
              {...control('from')}
            />
          )}
        </FormField>
        <FormField
          id="block-to"
          label="To"
          labelClassName="form-label"
          error={errors.to?.message}
          className="col-sm-6 mb-2"
        >
          {({ id, 'aria-describedby': describedBy }) => (
            <Form.Control
              id={id}
              type="datetime-local"
              aria-describedby={[describedBy, 'block-time-hint'].filter(Boolean).join(' ')}
              {...control('to')}
            />
          )}
        </FormField>
      </div>
      <Form.Text id="block-time-hint" className="d-block mb-3">
        India time (IST). Bookings also keep a {BUFFER_HOURS}-hour cleaning gap from the block.
      </Form.Text>
      <FormField
        id="block-reason"
        label="Reason"
        labelClassName="form-label"
        error={errors.reason?.message}
        hint="e.g. Periodic service, tyre change, accident repair."
      >
        {({ id, 'aria-describedby': describedBy }) => (
          <Form.Control
            id={id}
            maxLength={200}
            aria-describedby={describedBy}
            {...control('reason')}
          />
        )}
      </FormField>
      <FormFailure message={failure} />
      <Button type="submit" variant="outline-danger" disabled={isSubmitting}>
        {isSubmitting && (
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        )}
        {isSubmitting ? 'Adding block...' : 'Add block'}
      </Button>
    </Form>
  );
}

/** The answer to a new block: done, or done over bookings whose renters need a call. */
function BlockCreated({
  created,
  onClose,
}: {
  created: MaintenanceBlockCreated;
  onClose: () => void;
}) {
  const { block, affectedBookings } = created;
  if (affectedBookings.length === 0) {
    return (
      <Alert variant="success" dismissible onClose={onClose}>
        Block added: {block.reason}, <SchedulePeriod from={block.from} to={block.to} />.
      </Alert>
    );
  }
  const count = affectedBookings.length;
  return (
    <Alert variant="warning" dismissible onClose={onClose}>
      <p className="fw-semibold mb-2">
        Block added, but it overlaps {count} {count === 1 ? 'booking' : 'bookings'}. Call{' '}
        {count === 1 ? 'the renter' : 'these renters'} to move or cancel:
      </p>
      <ul className="mb-0 ps-3 small">
        {affectedBookings.map((booking) => (
          <li key={booking._id} className="mb-1">
            <span className="fw-semibold">{booking.customerName}</span>{' '}
            <BookingStatusBadge status={booking.status} />
            <br />
            <SchedulePeriod from={booking.pickupDateTime} to={booking.returnDateTime} />
          </li>
        ))}
      </ul>
    </Alert>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Booking } from '@rental/shared/bookings';
import { ERROR_CODES } from '@rental/shared/api-error';
import type { DeliveryLeg } from '@rental/shared/delivery';
import { FormFailure } from '@/components/form-failure';
import { PhoneLocationButton, type PhoneLocation } from '@/components/phone-location-button';
import { ApiError } from '@/lib/api-client';
import { formatKolkataDateTime } from '@/lib/date-format';
import { FormField } from '@/lib/form-field';
import { applyServerFieldErrors, serverMessage } from '@/lib/server-message';
import { useChangeDelivery, type DeliveryChanged } from '../api/booking-delivery';
import {
  changeOf,
  DeliveryChangeFormSchema,
  type DeliveryChangeForm,
} from '../lib/delivery-change-form';

const DOORSTEP = { pickup: 'Bring the car to my address', return: 'Collect it from my address' };
const HOUR_LABEL = { pickup: 'When the driver brings it', return: 'When the driver collects it' };
const FIELDS = ['line', 'landmark', 'pin', 'date', 'time'] as const;

/**
 * docs/product.md#doorstep-delivery: the renter changes one leg's address (or takes it back to the
 * branch) and its hour within the booked period. The server decides: a full hour answers with
 * the free hours as buttons, a closed leg with the cut-off.
 */
export function DeliveryLegForm(props: {
  booking: Booking;
  leg: DeliveryLeg;
  initial: DeliveryChangeForm;
  onSaved: (answer: DeliveryChanged) => void;
  onClosed: (message: string) => void;
}) {
  const { booking: b, leg, initial } = props;
  const id = `delivery-${b._id}-${leg}`;
  const change = useChangeDelivery(b);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<DeliveryChangeForm>({
    resolver: zodResolver(DeliveryChangeFormSchema),
    defaultValues: initial,
  });
  const atDoor = useWatch({ control, name: 'where' }) === 'door';
  const located = useWatch({ control, name: 'lat' }) !== null;
  // A location kept from the leg belongs to its old address: a new street or PIN code drops it,
  // so the driver's map never opens the old place. One taken on this form stays.
  const fresh = useRef(false);
  const addressEdited = () => {
    if (fresh.current) return;
    setValue('lat', null);
    setValue('lng', null);
  };
  const onLocated = ({ lat, lng }: PhoneLocation) => {
    fresh.current = true;
    setValue('lat', lat);
    setValue('lng', lng);
  };

  const send = (form: DeliveryChangeForm) =>
    change.mutate(
      { leg, change: changeOf(form, initial) },
      {
        onSuccess: props.onSaved,
        onError: (error) => {
          if (error instanceof ApiError && error.code === ERROR_CODES.deliveryChangeClosed) {
            props.onClosed(error.message);
            return;
          }
          // The body's address fields and the area's refusal name a field by its whole path.
          applyServerFieldErrors(error, FIELDS, setError, {
            focus: true,
            paths: {
              'address.line': 'line',
              'address.landmark': 'landmark',
              'address.pin': 'pin',
              [`delivery.${leg}.pin`]: 'pin',
            },
          });
        },
      },
    );
  const freeHours =
    change.error instanceof ApiError && change.error.code === ERROR_CODES.deliverySlotFull
      ? (change.error.freeHours ?? [])
      : [];
  const pick = (hour: { date: string; time: string }) => {
    setValue('date', hour.date);
    setValue('time', hour.time);
    void handleSubmit(send)();
  };
  const failed = change.isError && !Object.keys(errors).length;

  return (
    // A line of about 60 characters: wider fields on a desktop card read worse, not better.
    <form className="pt-2" style={{ maxWidth: '36rem' }} noValidate onSubmit={handleSubmit(send)}>
      <fieldset className="mb-2">
        <legend className="fs-6 fw-semibold mb-1">Where</legend>
        <div className="form-check">
          <input
            className="form-check-input"
            type="radio"
            id={`${id}-branch`}
            value="branch"
            {...register('where')}
          />
          <label className="form-check-label" htmlFor={`${id}-branch`}>
            At the branch
          </label>
        </div>
        <div className="form-check">
          <input
            className="form-check-input"
            type="radio"
            id={`${id}-door`}
            value="door"
            {...register('where')}
          />
          <label className="form-check-label" htmlFor={`${id}-door`}>
            {DOORSTEP[leg]}
          </label>
        </div>
      </fieldset>
      {atDoor && (
        <>
          <FormField id={`${id}-line`} label="House and street" error={errors.line?.message}>
            {(control) => (
              <input
                {...control}
                autoComplete="street-address"
                maxLength={200}
                {...register('line', { onChange: addressEdited })}
              />
            )}
          </FormField>
          <FormField
            id={`${id}-landmark`}
            label="Landmark (optional)"
            error={errors.landmark?.message}
          >
            {(control) => <input {...control} maxLength={120} {...register('landmark')} />}
          </FormField>
          <FormField id={`${id}-pin`} label="PIN code" error={errors.pin?.message}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
                {...register('pin', { onChange: addressEdited })}
              />
            )}
          </FormField>
          <PhoneLocationButton located={located} onLocated={onLocated} />
          <fieldset>
            <legend className="fs-6 fw-semibold mb-1">{HOUR_LABEL[leg]}</legend>
            <div className="row g-2">
              <FormField
                id={`${id}-date`}
                className="col-6 mb-3"
                label="Day"
                error={errors.date?.message}
              >
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    min={b.pickupDate}
                    max={b.returnDate}
                    {...register('date')}
                  />
                )}
              </FormField>
              <FormField
                id={`${id}-time`}
                className="col-6 mb-3"
                label="Time"
                error={errors.time?.message}
              >
                {(control) => <input {...control} type="time" step={900} {...register('time')} />}
              </FormField>
            </div>
          </fieldset>
          <p className="form-text mt-n2">
            Between your pickup and your return; the fee depends on the PIN code.
          </p>
        </>
      )}
      <FormFailure
        message={
          failed
            ? serverMessage(change.error, 'Could not change the delivery. Please try again.')
            : null
        }
      />
      {freeHours.length > 0 && (
        <div role="group" aria-labelledby={`${id}-free`} className="mb-2">
          <p id={`${id}-free`} className="small fw-semibold mb-1">
            Free hours
          </p>
          <div className="d-flex flex-wrap gap-2">
            {freeHours.map((hour) => (
              <button
                key={`${hour.date}T${hour.time}`}
                type="button"
                className="btn btn-outline-danger"
                disabled={change.isPending}
                onClick={() => pick(hour)}
              >
                {formatKolkataDateTime(`${hour.date}T${hour.time}:00+05:30`)}
              </button>
            ))}
          </div>
        </div>
      )}
      <button type="submit" className="btn btn-primary w-100" disabled={change.isPending}>
        Save the change
      </button>
    </form>
  );
}

import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Booking } from '@rental/shared/bookings';
import { MAX_RENTAL_DAYS } from '@rental/shared/constants';
import { addDays, kolkataInstant, toKolkataDate, toKolkataIso } from '@rental/shared/kolkata-time';
import { formatRupees } from '@rental/shared/rental';
import { Dialog } from '@/components/dialog';
import { formatKolkataDateTime } from '@/lib/date-format';
import { FormField } from '@/lib/form-field';
import { serverMessage } from '@/lib/server-message';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useExtendBooking, useExtensionPreview } from '../api/extend-booking';

/** How long the renter may pause typing before the server is asked. */
const PREVIEW_DELAY_MS = 400;

interface ExtendBookingDialogProps {
  booking: Booking;
  show: boolean;
  onClose: () => void;
  /** After the server has extended it: the new return (ISO). */
  onExtended: (returnAt: string) => void;
}

interface ReturnValues {
  returnDate: string;
  returnTime: string;
}

/** The chosen return as an ISO instant, or why it cannot be asked for yet. */
function chosenReturn(booking: Booking, v: ReturnValues): { returnAt: string } | { issue: string } {
  const instant = kolkataInstant(v.returnDate, v.returnTime);
  if (!instant) return { issue: 'Choose the new return date and time.' };
  if (instant.getTime() <= new Date(booking.returnDateTime).getTime()) {
    return {
      issue: `Choose a return later than the current one (${formatKolkataDateTime(booking.returnDateTime)}).`,
    };
  }
  return { returnAt: toKolkataIso(instant) };
}

/**
 * docs/product.md#holds-and-payments: a later return for a Confirmed booking. The same date and
 * time fields as the booking form; as the renter picks, the server says whether the car is free
 * until then and what it adds, and one button extends it.
 */
export function ExtendBookingDialog({
  booking,
  show,
  onClose,
  onExtended,
}: ExtendBookingDialogProps) {
  const id = useId();
  const extend = useExtendBooking(booking);
  const currentReturn = new Date(booking.returnDateTime);
  const { register, control, handleSubmit } = useForm<ReturnValues>({
    defaultValues: {
      returnDate: addDays(booking.returnDate, 1),
      returnTime: booking.returnTime,
    },
  });
  const values = useWatch({ control });
  const chosen = chosenReturn(booking, {
    returnDate: values.returnDate ?? '',
    returnTime: values.returnTime ?? '',
  });
  const wanted = 'returnAt' in chosen ? chosen.returnAt : null;
  const asked = useDebouncedValue(wanted, PREVIEW_DELAY_MS);
  const preview = useExtensionPreview(booking._id, show ? asked : null);
  // The answer shown must be for the return now in the fields, not one typed a moment ago.
  const settled = asked === wanted && !preview.isPlaceholderData && !preview.isFetching;
  const answer = settled ? preview.data : undefined;
  const busy = extend.isPending;

  const close = () => {
    if (busy) return;
    extend.reset();
    onClose();
  };
  const confirm = handleSubmit(() => {
    if (!wanted || !answer?.free) return;
    extend.mutate(wanted, { onSuccess: () => onExtended(wanted) });
  });

  const latest = addDays(booking.pickupDate, MAX_RENTAL_DAYS);
  return (
    <Dialog
      show={show}
      onClose={close}
      title="Extend your booking"
      footer={
        <>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={close}
            disabled={busy}
          >
            Keep the current return
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className="btn btn-primary"
            disabled={busy || !answer?.free}
            aria-busy={busy || undefined}
          >
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            Extend the booking
          </button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={(event) => void confirm(event)}>
        <p className="mb-3">
          {booking.carName}: now back on{' '}
          <span className="text-nowrap">{formatKolkataDateTime(booking.returnDateTime)}</span>.
        </p>
        <div className="row g-2 extend-when">
          <FormField id={`${id}-date`} label="New return date" className="col-12 col-sm-7 mb-0">
            {(field) => (
              <input
                {...field}
                {...register('returnDate')}
                type="date"
                min={toKolkataDate(currentReturn)}
                max={latest}
                data-autofocus
              />
            )}
          </FormField>
          <FormField id={`${id}-time`} label="New return time" className="col-12 col-sm-5 mb-0">
            {(field) => <input {...field} {...register('returnTime')} type="time" step={900} />}
          </FormField>
        </div>
        <p className="small text-body-secondary mt-1">
          Times are India time (IST).
          {wanted && (
            <>
              {' '}
              New return: <span className="text-nowrap">{formatKolkataDateTime(wanted)}</span>.
            </>
          )}
        </p>
        <div aria-live="polite" className="extend-answer">
          {'issue' in chosen && <p className="text-body-secondary mb-0">{chosen.issue}</p>}
          {wanted && !settled && !preview.isError && (
            <p className="text-body-secondary mb-0">
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              Checking that the car is free...
            </p>
          )}
          {answer?.free && (
            <p className="alert alert-success py-2 mb-0">
              The car is free until then. This adds{' '}
              <strong>{formatRupees(answer.extraAmount)}</strong>: {answer.totalDays}{' '}
              {answer.totalDays === 1 ? 'day' : 'days'} in all.
            </p>
          )}
          {answer && !answer.free && (
            <p className="alert alert-danger py-2 mb-0">
              {answer.reason ?? 'The car is not free until then.'}
            </p>
          )}
          {wanted && asked === wanted && preview.isError && (
            <p className="alert alert-danger py-2 mb-0">
              {serverMessage(preview.error, 'We could not check the car. Please try again.')}
            </p>
          )}
          {extend.isError && (
            <p className="alert alert-danger py-2 mt-2 mb-0" role="alert">
              {serverMessage(extend.error, 'We could not extend the booking. Please try again.')}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  );
}

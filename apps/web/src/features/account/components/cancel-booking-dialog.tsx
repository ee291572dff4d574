import type { Booking } from '@rental/shared/bookings';
import { formatRupees } from '@rental/shared/rental';
import { Dialog } from '@/components/dialog';
import { formatKolkataDateTime } from '@/lib/date-format';
import { serverMessage } from '@/lib/server-message';
import { useCancelBooking, useCancellationPreview } from '../api/cancel-booking';

interface CancelBookingDialogProps {
  booking: Booking;
  show: boolean;
  onClose: () => void;
  /** After the server has cancelled it: the refund the renter was shown. */
  onCancelled: (refund: number) => void;
}

/**
 * docs/product.md#holds-and-payments: cancelling by the renter. The dialog first asks the server
 * what cancelling now would refund; only then can the renter confirm. "Keep the booking" has the
 * focus first, so Enter never cancels by accident.
 */
export function CancelBookingDialog({
  booking,
  show,
  onClose,
  onCancelled,
}: CancelBookingDialogProps) {
  const preview = useCancellationPreview(booking._id, show);
  const cancel = useCancelBooking(booking);
  const busy = cancel.isPending;
  const close = () => {
    if (busy) return;
    cancel.reset();
    onClose();
  };
  const confirm = () => {
    if (!preview.data) return;
    const refund = preview.data.refund;
    cancel.mutate(undefined, { onSuccess: () => onCancelled(refund) });
  };

  return (
    <Dialog
      show={show}
      onClose={close}
      title="Cancel this booking?"
      size="sm"
      footer={
        <>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={close}
            disabled={busy}
            data-autofocus
          >
            Keep the booking
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={confirm}
            disabled={busy || !preview.data}
            aria-busy={busy || undefined}
          >
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            Cancel the booking
          </button>
        </>
      }
    >
      <p className="mb-2">
        {booking.carName}, pickup {formatKolkataDateTime(booking.pickupDateTime)}.
      </p>
      <div aria-live="polite">
        {preview.isPending && (
          <p className="text-body-secondary mb-0" role="status">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            Working out your refund...
          </p>
        )}
        {preview.data && (
          <div className="cancel-refund">
            <p className="h5 mb-1">
              {preview.data.refund > 0
                ? `You get ${formatRupees(preview.data.refund)} back`
                : 'No refund'}
            </p>
            <p className="mb-0">{preview.data.reason}</p>
          </div>
        )}
        {preview.isError && (
          <p className="alert alert-danger py-2 mb-0" role="alert">
            {serverMessage(preview.error, 'We could not work out your refund. Please try again.')}
          </p>
        )}
        {cancel.isError && (
          <p className="alert alert-danger py-2 mt-2 mb-0" role="alert">
            {serverMessage(cancel.error, 'We could not cancel the booking. Please try again.')}
          </p>
        )}
      </div>
    </Dialog>
  );
}

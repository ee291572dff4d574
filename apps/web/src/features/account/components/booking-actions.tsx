import { useEffect, useRef, useState } from 'react';
import type { Booking } from '@rental/shared/bookings';
import { formatRupees } from '@rental/shared/rental';
import { formatKolkataDateTime } from '@/lib/date-format';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { ExtendBookingDialog } from './extend-booking-dialog';

type Outcome = { kind: 'cancelled'; refund: number } | { kind: 'extended'; returnAt: string };

/**
 * The renter's Extend and Cancel buttons, shown when the server allows them, and what came of the
 * last one. The outcome takes the focus, since the button pressed may be gone.
 */
export function BookingActions({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState<'cancel' | 'extend' | null>(null);
  // A fresh form each time the extension dialog opens.
  const [opened, setOpened] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const show = (dialog: 'cancel' | 'extend') => {
    setOutcome(null);
    setOpened((n) => n + 1);
    setOpen(dialog);
  };
  const done = (next: Outcome) => {
    setOpen(null);
    setOutcome(next);
  };
  // The dialog (a child, so its effect runs first) gives the focus back to the button on closing;
  // the message then takes it over.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  return (
    <>
      {outcome && (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          className="alert alert-success py-2 small mt-3 mb-0"
          role="status"
        >
          {outcome.kind === 'cancelled'
            ? `Booking cancelled.${outcome.refund > 0 ? ` ${formatRupees(outcome.refund)} will be refunded to you.` : ''}`
            : `Booking extended: return on ${formatKolkataDateTime(outcome.returnAt)}.`}
        </p>
      )}
      {(booking.extendable || booking.cancellable) && (
        <div className="d-flex flex-wrap gap-2 mt-3">
          {booking.extendable && (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => show('extend')}
            >
              Extend
            </button>
          )}
          {booking.cancellable && (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => show('cancel')}
            >
              Cancel booking
            </button>
          )}
        </div>
      )}
      {booking.cancellable && (
        <CancelBookingDialog
          booking={booking}
          show={open === 'cancel'}
          onClose={() => setOpen(null)}
          onCancelled={(refund) => done({ kind: 'cancelled', refund })}
        />
      )}
      {booking.extendable && (
        <ExtendBookingDialog
          key={opened}
          booking={booking}
          show={open === 'extend'}
          onClose={() => setOpen(null)}
          onExtended={(returnAt) => done({ kind: 'extended', returnAt })}
        />
      )}
    </>
  );
}

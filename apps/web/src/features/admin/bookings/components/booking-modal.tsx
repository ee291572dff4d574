import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { Booking } from '@rental/shared/bookings';
import { bookingReference } from '@rental/shared/outbox';
import { formatRupees } from '@rental/shared/rental';
import { bookingDetailKey, useAdminBooking } from '@/features/admin/shell/api/get-booking';
import { formatDateTime } from '@/features/admin/shell/lib/format';
import { BookingStatusBadge } from '@/features/admin/shell/components/booking-status-badge';
import { HoldTime } from '@/features/admin/shell/components/hold-time';
import { useNow } from '@/features/admin/shell/hooks/use-now';
import { BookingDetails } from './booking-details';
import { BookingEditForm } from './booking-edit-form';
import { StatusHistory } from './status-history';
import './booking-modal.css';

interface BookingModalProps {
  booking: Booking;
  onHide: () => void;
  /** The booking's money (balance, ledger, counter entries), first in the body. */
  payments?: ReactNode;
  /** Shown under the status history (the booking's messages). */
  children?: ReactNode;
  /**
   * The next step at the counter, first in the body: on a phone it must not sit below the forms
   * (docs/product.md#handover-and-bill). Given the booking as the server has it now.
   */
  actions?: (booking: Booking) => ReactNode;
}

/** docs/product.md#screens 'View / Edit': the booking read-only, the four editable fields and the history. */
export function BookingModal({
  booking: initial,
  onHide,
  payments,
  children,
  actions,
}: BookingModalProps) {
  // The list's copy first, then the booking as the server has it now (its hold, its status after
  // a payment or a save).
  const { data: booking } = useAdminBooking(initial);
  const queryClient = useQueryClient();
  const setBooking = (saved: Booking) =>
    queryClient.setQueryData(bookingDetailKey(saved._id), saved);
  const now = useNow();
  return (
    <Modal
      show
      onHide={onHide}
      size="xl"
      scrollable
      fullscreen="md-down"
      aria-labelledby="booking-modal-title"
    >
      <Modal.Header closeButton>
        <div>
          <Modal.Title
            id="booking-modal-title"
            as="h2"
            className="h5 d-flex flex-wrap align-items-center gap-2 mb-1"
          >
            {booking.customerName} · {booking.carName}
            <BookingStatusBadge status={booking.status} />
          </Modal.Title>
          <p className="small text-body-secondary mb-0">
            Ref <span className="font-monospace">{bookingReference(booking._id)}</span> ·{' '}
            {formatDateTime(booking.pickupDateTime)} → {formatDateTime(booking.returnDateTime)} ·{' '}
            {booking.totalDays} {booking.totalDays === 1 ? 'day' : 'days'} ·{' '}
            {formatRupees(booking.totalAmount)}
            {booking.promoCode && ` (${booking.promoCode}: −${formatRupees(booking.discount)})`}
          </p>
          {booking.status === 'Pending' && booking.heldUntil && (
            <p className="mb-0 mt-1">
              <HoldTime heldUntil={booking.heldUntil} now={now} />
              <span className="small text-body-secondary">
                {' '}
                · until {formatDateTime(booking.heldUntil)}
              </span>
            </p>
          )}
        </div>
      </Modal.Header>
      <Modal.Body>
        {actions?.(booking)}
        <div className="booking-modal-grid">
          <div className="booking-modal-manage border rounded-3 p-3 bg-body-tertiary">
            <BookingEditForm booking={booking} onSaved={setBooking} />
          </div>
          {payments && <div className="booking-modal-payments">{payments}</div>}
          <div className="booking-modal-history">
            <section aria-labelledby="booking-history-title">
              <h3 id="booking-history-title" className="h6 border-bottom pb-1 mb-3">
                Status history
              </h3>
              <StatusHistory history={booking.statusHistory} />
            </section>
            {children}
          </div>
          <div className="booking-modal-details">
            <BookingDetails booking={booking} />
          </div>
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

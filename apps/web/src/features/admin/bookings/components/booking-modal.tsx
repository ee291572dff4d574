import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { Booking } from '@rental/shared/bookings';
import { formatRupees } from '@rental/shared/rental';
import { formatDateTime } from '@/features/admin/shell/lib/format';
import { BookingStatusBadge } from '@/features/admin/shell/components/booking-status-badge';
import { BookingDetails } from './booking-details';
import { BookingEditForm } from './booking-edit-form';
import { StatusHistory } from './status-history';

interface BookingModalProps {
  booking: Booking;
  onHide: () => void;
}

/** docs/product.md#screens 'View / Edit': the booking read-only, the four editable fields and the history. */
export function BookingModal({ booking: initial, onHide }: BookingModalProps) {
  const [booking, setBooking] = useState(initial);
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
            {formatDateTime(booking.pickupDateTime)} → {formatDateTime(booking.returnDateTime)} ·{' '}
            {booking.totalDays} {booking.totalDays === 1 ? 'day' : 'days'} ·{' '}
            {formatRupees(booking.totalAmount)}
          </p>
        </div>
      </Modal.Header>
      <Modal.Body>
        <div className="row g-4">
          <div className="col-lg-5 order-lg-2">
            <div className="border rounded-3 p-3 bg-body-tertiary mb-4">
              <BookingEditForm booking={booking} onSaved={setBooking} />
            </div>
            <section aria-labelledby="booking-history-title">
              <h3 id="booking-history-title" className="h6 border-bottom pb-1 mb-3">
                Status history
              </h3>
              <StatusHistory history={booking.statusHistory} />
            </section>
          </div>
          <div className="col-lg-7 order-lg-1">
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

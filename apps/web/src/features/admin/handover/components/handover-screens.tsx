import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HANDOVER_MESSAGES } from '@rental/shared/handover';
import { serverMessage } from '@/lib/server-message';
import { useHandoverBooking } from '../api/get-handover-booking';
import { handoverStage, type HandoverBooking } from '../lib/handover-booking';
import { HandoverSummary } from './handover-summary';
import { PickupDone, ReturnDone } from './handover-done';
import { PickupForm } from './pickup-form';
import { PickupCloseUps } from './pickup-close-ups';
import { ReturnForm } from './return-form';
import './handover.css';

/** The booking, loaded, or what stands in for it while it loads or fails. */
function WithBooking({
  id,
  children,
}: {
  id: string;
  children: (booking: HandoverBooking) => ReactNode;
}) {
  const booking = useHandoverBooking(id);
  if (booking.isPending) {
    return (
      <p className="text-body-secondary" role="status">
        Loading the booking…
      </p>
    );
  }
  if (booking.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {serverMessage(booking.error, 'The booking could not be loaded. Please try again.')}{' '}
        <Link to="/admin/bookings" className="alert-link">
          Back to bookings
        </Link>
      </div>
    );
  }
  return <div className="handover-page">{children(booking.data)}</div>;
}

/** A booking this form cannot record: why, and the way to where it can. */
function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="alert alert-warning" role="status">
      {children}{' '}
      <Link to="/admin/bookings" className="alert-link">
        Back to bookings
      </Link>
    </div>
  );
}

/**
 * A handover screen: the booking loaded, its summary on top, and `body` with the booking as
 * it stands (the saved answer once the record is saved) and a way to report the save.
 */
function HandoverScreen({
  bookingId,
  body,
}: {
  bookingId: string;
  body: (
    booking: HandoverBooking,
    saved: boolean,
    onSaved: (b: HandoverBooking) => void,
  ) => ReactNode;
}) {
  const [saved, setSaved] = useState<HandoverBooking | null>(null);
  return (
    <WithBooking id={bookingId}>
      {(loaded) => {
        const booking = saved ?? loaded;
        return (
          <>
            <HandoverSummary booking={booking} />
            {body(booking, saved !== null, setSaved)}
          </>
        );
      }}
    </WithBooking>
  );
}

/** docs/product.md#screens /admin/bookings/{id}/pickup: hand the car over. */
export function PickupScreen({ bookingId }: { bookingId: string }) {
  return (
    <HandoverScreen
      bookingId={bookingId}
      body={(booking, saved, onSaved) => {
        const stage = handoverStage(booking);
        if (saved) return <PickupDone booking={booking} />;
        if (stage === 'ready') return <PickupForm booking={booking} onSaved={onSaved} />;
        if (stage === 'not-confirmed') {
          return (
            <Notice>
              {HANDOVER_MESSAGES.notConfirmed} This one is {booking.status}.
            </Notice>
          );
        }
        return (
          <Notice>
            {HANDOVER_MESSAGES.alreadyPickedUp}{' '}
            {stage === 'on-trip' && (
              <Link to={`/admin/bookings/${booking._id}/return`} className="alert-link">
                Take car back
              </Link>
            )}
          </Notice>
        );
      }}
    />
  );
}

/** docs/product.md#screens /admin/bookings/{id}/return: take the car back and close the bill. */
export function ReturnScreen({ bookingId }: { bookingId: string }) {
  return (
    <HandoverScreen
      bookingId={bookingId}
      body={(booking, saved, onSaved) => {
        if (saved || handoverStage(booking) === 'returned') return <ReturnDone booking={booking} />;
        if (!booking.pickup) return <Notice>{HANDOVER_MESSAGES.notPickedUp}</Notice>;
        return (
          <>
            <PickupCloseUps photos={booking.pickup.photos} />
            <ReturnForm booking={{ ...booking, pickup: booking.pickup }} onSaved={onSaved} />
          </>
        );
      }}
    />
  );
}

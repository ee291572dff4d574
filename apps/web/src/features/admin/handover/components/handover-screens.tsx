import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HANDOVER_MESSAGES } from '@rental/shared/handover';
import { serverMessage } from '@/lib/server-message';
import { useHandoverBooking } from '../api/get-handover-booking';
import { handoverStage, type HandoverBooking } from '../lib/handover-booking';
import { HandoverSummary } from './handover-summary';
import { PickupDone, ReturnDone } from './handover-done';
import { PickupForm } from './pickup-form';
import { PickupPhotos } from './pickup-photos';
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

/** docs/product.md#screens /admin/bookings/{id}/pickup: hand the car over. */
export function PickupScreen({ bookingId }: { bookingId: string }) {
  const [saved, setSaved] = useState<HandoverBooking | null>(null);
  return (
    <WithBooking id={bookingId}>
      {(loaded) => {
        const booking = saved ?? loaded;
        const stage = handoverStage(booking);
        return (
          <>
            <HandoverSummary booking={booking} />
            {saved ? (
              <PickupDone booking={saved} />
            ) : stage === 'ready' ? (
              <PickupForm booking={booking} onSaved={setSaved} />
            ) : stage === 'not-confirmed' ? (
              <Notice>
                {HANDOVER_MESSAGES.notConfirmed} This one is {booking.status}.
              </Notice>
            ) : (
              <Notice>
                {HANDOVER_MESSAGES.alreadyPickedUp}{' '}
                {stage === 'on-trip' && (
                  <Link to={`/admin/bookings/${booking._id}/return`} className="alert-link">
                    Take car back
                  </Link>
                )}
              </Notice>
            )}
          </>
        );
      }}
    </WithBooking>
  );
}

/** docs/product.md#screens /admin/bookings/{id}/return: take the car back and close the bill. */
export function ReturnScreen({ bookingId }: { bookingId: string }) {
  const [saved, setSaved] = useState<HandoverBooking | null>(null);
  return (
    <WithBooking id={bookingId}>
      {(loaded) => {
        const booking = saved ?? loaded;
        const stage = handoverStage(booking);
        return (
          <>
            <HandoverSummary booking={booking} />
            {saved || stage === 'returned' ? (
              <ReturnDone booking={booking} />
            ) : booking.pickup ? (
              <>
                <PickupPhotos photos={booking.pickup.photos} />
                <ReturnForm booking={{ ...booking, pickup: booking.pickup }} onSaved={setSaved} />
              </>
            ) : (
              <Notice>{HANDOVER_MESSAGES.notPickedUp}</Notice>
            )}
          </>
        );
      }}
    </WithBooking>
  );
}

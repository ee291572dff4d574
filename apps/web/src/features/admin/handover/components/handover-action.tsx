import { Link } from 'react-router';
import type { Booking } from '@rental/shared/bookings';
import { handoverOf, handoverStage } from '../lib/handover-booking';

/**
 * docs/product.md#handover-and-bill: the booking's next step at the counter, at the top of its
 * window, so on a phone it is the first thing under the title rather than below every form.
 */
export function HandoverAction({ booking }: { booking: Booking }) {
  const stage = handoverStage(handoverOf(booking));
  if (stage === 'ready') {
    return (
      <Link to={`/admin/bookings/${booking._id}/pickup`} className="btn btn-primary w-100 mb-3">
        Hand over car
      </Link>
    );
  }
  if (stage === 'on-trip') {
    return (
      <Link to={`/admin/bookings/${booking._id}/return`} className="btn btn-primary w-100 mb-3">
        Take car back
      </Link>
    );
  }
  return null;
}

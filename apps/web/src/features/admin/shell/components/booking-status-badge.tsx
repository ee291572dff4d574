import type { BookingStatus } from '@rental/shared/constants';
import { adminStatusVariant } from '@rental/shared/status-colours';
import { StatusIcon } from './status-icon';

/**
 * docs/product.md#screens: Confirmed green, Pending yellow, Completed blue, anything else red; a
 * car handed over and not yet back also reads "On trip" (docs/product.md#handover-and-bill).
 */
export function BookingStatusBadge({
  status,
  onTrip,
}: {
  status: BookingStatus;
  onTrip?: boolean;
}) {
  return (
    <>
      <span
        className={`badge text-bg-${adminStatusVariant(status)} d-inline-flex align-items-center gap-1`}
      >
        <StatusIcon status={status} />
        {status}
      </span>
      {onTrip && <span className="badge text-bg-info ms-1">On trip</span>}
    </>
  );
}

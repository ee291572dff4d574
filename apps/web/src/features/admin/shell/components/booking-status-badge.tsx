import type { BookingStatus } from '@rental/shared/constants';
import { adminStatusVariant } from '@rental/shared/status-colours';
import { StatusIcon } from './status-icon';

/** docs/product.md#screens: Confirmed green, Pending yellow, Completed blue, anything else red. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={`badge text-bg-${adminStatusVariant(status)} d-inline-flex align-items-center gap-1`}
    >
      <StatusIcon status={status} />
      {status}
    </span>
  );
}

import { formatDateTime } from '../lib/format';
import { holdExpired, holdLeft } from '../lib/hold';

/**
 * docs/product.md#holds-and-payments: how long a Pending booking still holds its car, with the
 * exact end for whoever needs it; nothing once the hold no longer applies (confirmed or paid).
 */
export function HoldTime({
  heldUntil,
  now,
  className = '',
}: {
  heldUntil: string | null | undefined;
  now: Date;
  className?: string;
}) {
  if (!heldUntil) return null;
  const expired = holdExpired(heldUntil, now);
  return (
    <span
      className={`small ${expired ? 'text-danger-emphasis' : 'text-warning-emphasis'} ${className}`.trim()}
    >
      <time dateTime={heldUntil} title={`Held until ${formatDateTime(heldUntil)}`}>
        {holdLeft(heldUntil, now)}
      </time>
    </span>
  );
}

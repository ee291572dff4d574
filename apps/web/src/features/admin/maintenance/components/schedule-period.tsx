import { formatDateTime } from '@/features/admin/shell/lib/format';

/** A booking's or block's period in Kolkata time (docs/product.md#time). */
export function SchedulePeriod({ from, to }: { from: string; to: string }) {
  return (
    <span className="admin-period">
      <time dateTime={from}>{formatDateTime(from)}</time>
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden"> to </span>
      <time dateTime={to}>{formatDateTime(to)}</time>
    </span>
  );
}

import type { StatusChange } from '@rental/shared/bookings';
import { formatDateTime } from '@/features/admin/shell/lib/format';
import { BookingStatusBadge } from '@/features/admin/shell/components/booking-status-badge';

/** 'customer', 'system' or 'admin:<e-mail>' as the server records it, in words. */
function actor(changedBy: string): string {
  if (changedBy === 'customer') return 'the customer';
  if (changedBy === 'system') return 'the system';
  if (changedBy.startsWith('admin:')) return `admin ${changedBy.slice('admin:'.length)}`;
  return changedBy;
}

/** docs/product.md#admin: every status change is kept with its time and who made it. */
export function StatusHistory({ history }: { history: readonly StatusChange[] }) {
  if (history.length === 0) return <p className="small text-body-secondary">No changes yet.</p>;
  return (
    <ol className="list-group list-group-numbered small">
      {history.map((change, index) => (
        <li
          key={`${change.changedAt}-${index}`}
          className="list-group-item d-flex flex-wrap align-items-center gap-2"
        >
          <BookingStatusBadge status={change.status} />
          <span>{formatDateTime(change.changedAt)}</span>
          <span className="text-body-secondary">by {actor(change.changedBy)}</span>
          {change.note && <span className="w-100">{change.note}</span>}
        </li>
      ))}
    </ol>
  );
}

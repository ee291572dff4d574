import { Link } from 'react-router';
import { BookingStatusBadge } from '@/features/admin/shell/components/booking-status-badge';
import type { ScheduleEntry } from '../lib/schedule';
import { SchedulePeriod } from './schedule-period';

interface ScheduleListProps {
  entries: readonly ScheduleEntry[];
  /** Said when there is nothing, e.g. 'Nothing booked or blocked in these months.' */
  emptyText: string;
}

/** The bookings (customer, status, period) and maintenance blocks under the calendar. */
export function ScheduleList({ entries, emptyText }: ScheduleListProps) {
  if (entries.length === 0) return <p className="small text-body-secondary mb-0">{emptyText}</p>;
  return (
    <ul className="list-group small admin-schedule-list">
      {entries.map((entry) => (
        <li key={`${entry.kind}-${entry.id}`} className="list-group-item">
          <div className="d-flex flex-wrap align-items-center gap-2">
            {entry.kind === 'booking' ? (
              <>
                <BookingStatusBadge status={entry.booking.status} />
                <Link
                  to={`/admin/bookings?search=${encodeURIComponent(entry.booking.customerName)}`}
                  className="fw-semibold"
                >
                  {entry.booking.customerName}
                </Link>
              </>
            ) : (
              <>
                <span className="badge admin-badge-maintenance">Maintenance</span>
                <span className="fw-semibold">{entry.reason}</span>
              </>
            )}
          </div>
          <div className="text-body-secondary mt-1">
            <SchedulePeriod from={entry.from} to={entry.to} />
          </div>
        </li>
      ))}
    </ul>
  );
}

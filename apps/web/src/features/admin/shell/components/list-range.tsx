import Spinner from 'react-bootstrap/Spinner';
import { formatCount } from '@/features/admin/shell/lib/format';

interface ListRangeProps {
  /** The page shown (from 1), its size, how many rows it holds and how many there are in all. */
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  /** What the rows are, plural: "bookings", "renters". */
  noun: string;
  loaded: boolean;
  fetching: boolean;
}

/** "Showing 21–40 of 1,234 bookings" above a server-paged list, and a spinner while it loads. */
export function ListRange({
  page,
  pageSize,
  shown,
  total,
  noun,
  loaded,
  fetching,
}: ListRangeProps) {
  const first = (page - 1) * pageSize + 1;
  return (
    <div
      className="d-flex align-items-center gap-2 mb-2 small text-body-secondary"
      aria-live="polite"
    >
      {loaded && shown > 0 && (
        <span>
          Showing {formatCount(first)}–{formatCount(first + shown - 1)} of {formatCount(total)}{' '}
          {noun}
        </span>
      )}
      {fetching && (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">Loading {noun}</span>
        </Spinner>
      )}
    </div>
  );
}

import { Link } from 'react-router';
import { formatCount } from '@/features/admin/shell/lib/format';
import { usePaymentsToCheck } from '../api/payments-to-check';

/** The dashboard's way to the payments waiting for a decision, with how many there are. */
export function PaymentsToCheckLink() {
  const count = usePaymentsToCheck().data?.length;
  const waiting = count !== undefined && count > 0;
  return (
    <Link
      to="/admin/payments"
      className={`btn ${waiting ? 'btn-warning' : 'btn-outline-secondary'} d-inline-flex align-items-center gap-2`}
    >
      Payments to check
      {count !== undefined && (
        <span className={`badge ${waiting ? 'text-bg-dark' : 'text-bg-secondary'}`}>
          {formatCount(count)}
          <span className="visually-hidden"> waiting</span>
        </span>
      )}
    </Link>
  );
}

import { useState } from 'react';
import { formatRupees } from '@rental/shared/rental';
import { WorkQueueStatus } from '@/features/admin/shell/components/work-queue-status';
import { formatCalendarDate } from '@/lib/date-format';
import { useDepositReturns, type DepositReturnDue } from '../api/deposit-returns';
import { DepositArithmetic } from './charge-summary';
import { DepositReturnPayout } from './deposit-return-payout';

/**
 * docs/product.md#after-the-trip: every deposit payout to make, oldest day first: each return
 * with its arithmetic fixed on its day, and each amount given back later for a held-back charge
 * waived or paid, even once the return itself was paid out or came to ₹0. One left unpaid after
 * its day is flagged overdue.
 */
export function DepositReturns() {
  const list = useDepositReturns();
  const [outcome, setOutcome] = useState<string | null>(null);
  const items = list.data ?? [];
  return (
    <>
      <WorkQueueStatus
        outcome={outcome}
        onCloseOutcome={() => setOutcome(null)}
        query={list}
        loading="Loading deposit returns"
        failed="Could not load the deposit returns. Please reload the page."
        empty="No deposits to return. A deposit appears here on its day, less the charges then due."
      />
      {items.length > 0 && (
        <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 mb-0">
          {items.map((item) => (
            <li key={item.payout.paymentId} className="col">
              <DepositPayoutCard item={item} onPaid={setOutcome} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function DepositPayoutCard({
  item,
  onPaid,
}: {
  item: DepositReturnDue;
  onPaid: (outcome: string) => void;
}) {
  const givenBack = item.payout.kind === 'given_back';
  return (
    <article
      className="card h-100 shadow-sm"
      aria-label={`${givenBack ? 'Deposit given back' : 'Deposit return'} to ${item.customerName}`}
    >
      <div className="card-body">
        <h2 className="h6 d-flex flex-wrap align-items-center gap-2 mb-1">
          {item.customerName}
          {givenBack && <span className="badge text-bg-info">Given back</span>}
          {item.overdue && <span className="badge text-bg-danger">Overdue</span>}
        </h2>
        <p className="small text-body-secondary mb-2">
          {item.carName} · {item.branch} · booking {item.bookingReference} · due on{' '}
          {formatCalendarDate(item.payout.dueOn)}
        </p>
        {givenBack ? (
          <>
            <p className="mb-1 small">
              <strong>{formatRupees(item.payout.amount)} to give back</strong>
            </p>
            <p className="mb-0 small text-break">{item.payout.reason}</p>
          </>
        ) : (
          <DepositArithmetic figures={item} />
        )}
        <DepositReturnPayout item={item} onPaid={onPaid} />
      </div>
    </article>
  );
}

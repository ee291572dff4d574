import { useState } from 'react';
import { WorkQueueStatus } from '@/features/admin/shell/components/work-queue-status';
import { useDepositReturns } from '../api/deposit-returns';
import { depositDay } from '../lib/charge-text';
import { DepositArithmetic } from './charge-summary';
import { DepositReturnPayout } from './deposit-return-payout';

/**
 * docs/product.md#after-the-trip: the deposits to return, oldest day first, each with its
 * arithmetic fixed on its day; one left unpaid after its day is flagged overdue.
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
            <li key={item.bookingId} className="col">
              <article
                className="card h-100 shadow-sm"
                aria-label={`Deposit return to ${item.customerName}`}
              >
                <div className="card-body">
                  <h2 className="h6 d-flex flex-wrap align-items-center gap-2 mb-1">
                    {item.customerName}
                    {item.overdue && <span className="badge text-bg-danger">Overdue</span>}
                  </h2>
                  <p className="small text-body-secondary mb-2">
                    {item.carName} · {item.branch} · due on {depositDay(item)}
                  </p>
                  <DepositArithmetic figures={item} />
                  <DepositReturnPayout item={item} onPaid={setOutcome} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

import { useState } from 'react';
import { WorkQueueStatus } from '@/features/admin/shell/components/work-queue-status';
import { formatKolkataDateTime } from '@/lib/date-format';
import { useDisputeQueue } from '../api/disputes';
import { chargeTitle } from '../lib/charge-text';
import { ChargeDetails } from './charge-summary';
import { DisputeDecision } from './dispute-decision';

/**
 * docs/product.md#after-the-trip: the charges renters disputed, oldest first, each with its proof
 * and the renter's reason, to uphold or waive with a reason the renter sees.
 */
export function DisputeQueue() {
  const queue = useDisputeQueue();
  const [outcome, setOutcome] = useState<string | null>(null);
  const disputes = queue.data ?? [];
  return (
    <>
      <WorkQueueStatus
        outcome={outcome}
        onCloseOutcome={() => setOutcome(null)}
        query={queue}
        loading="Loading disputes"
        failed="Could not load the disputes. Please reload the page."
        empty="No disputes waiting. Charges renters dispute appear here, oldest first."
      />
      {disputes.length > 0 && (
        <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 mb-0">
          {disputes.map((charge) => (
            <li key={charge.id} className="col">
              <article
                className="card h-100 shadow-sm"
                aria-label={`${chargeTitle(charge)}, ${charge.customerName}`}
              >
                <div className="card-body">
                  <h2 className="h6 mb-1">{chargeTitle(charge)}</h2>
                  <p className="small text-body-secondary mb-2">
                    {charge.customerName} · {charge.carName} · disputed{' '}
                    {charge.disputedAt && formatKolkataDateTime(charge.disputedAt)} IST
                  </p>
                  <ChargeDetails charge={charge} showStatus={false} />
                  <DisputeDecision charge={charge} onDecided={setOutcome} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

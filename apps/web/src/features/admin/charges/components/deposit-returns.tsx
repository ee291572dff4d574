import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadingBlock } from '@/features/admin/shell/components/list-status';
import { serverMessage } from '@/lib/server-message';
import { useFocusOnArrival } from '@/lib/use-focus-on-arrival';
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
  const outcomeRef = useFocusOnArrival<HTMLDivElement>(Boolean(outcome));
  const items = list.data ?? [];
  return (
    <>
      <div aria-live="polite">
        {outcome && (
          <Alert
            ref={outcomeRef}
            variant="success"
            tabIndex={-1}
            dismissible
            onClose={() => setOutcome(null)}
          >
            {outcome}
          </Alert>
        )}
      </div>
      {list.isPending && <LoadingBlock label="Loading deposit returns" />}
      {list.isError && (
        <Alert variant="danger">
          {serverMessage(list.error, 'Could not load the deposit returns. Please reload the page.')}
        </Alert>
      )}
      {list.isSuccess && items.length === 0 && (
        <p className="text-center text-body-secondary border rounded-3 py-5 px-3 bg-body">
          No deposits to return. A deposit appears here on its day, less the charges then due.
        </p>
      )}
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

import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { LoadingBlock } from '@/features/admin/shell/components/list-status';
import { formatCount } from '@/features/admin/shell/lib/format';
import { serverMessage } from '@/lib/server-message';
import { usePaymentsToCheck } from '../api/payments-to-check';
import { PaymentCheckCard } from './payment-check-card';
import './payments.css';

/**
 * docs/product.md#holds-and-payments: the UPI payments renters submitted, oldest first, each
 * verified once found in the business's account or rejected with a reason.
 */
export function PaymentsToCheck() {
  const queue = usePaymentsToCheck();
  const [outcome, setOutcome] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The decided card leaves the list with the button that had focus: the outcome takes it.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const payments = queue.data ?? [];
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
      {queue.isPending && <LoadingBlock label="Loading payments" />}
      {queue.isError && (
        <Alert variant="danger">
          {serverMessage(queue.error, 'Could not load the payments. Please reload the page.')}
        </Alert>
      )}
      {queue.isSuccess && payments.length === 0 && (
        <p className="text-center text-body-secondary border rounded-3 py-5 px-3 bg-body">
          No payments to check. Payments renters submit appear here, oldest first.
        </p>
      )}
      {payments.length > 0 && (
        <>
          <p className="text-body-secondary">
            {formatCount(payments.length)} waiting, oldest first. Find each reference in the
            business&apos;s account before you verify it.
          </p>
          <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 mb-0">
            {payments.map((payment) => (
              <li key={payment.id} className="col">
                <PaymentCheckCard payment={payment} onDecided={setOutcome} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

import { useState } from 'react';
import { WorkQueueStatus } from '@/features/admin/shell/components/work-queue-status';
import { formatCount } from '@/features/admin/shell/lib/format';
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
  const payments = queue.data ?? [];
  return (
    <>
      <WorkQueueStatus
        outcome={outcome}
        onCloseOutcome={() => setOutcome(null)}
        query={queue}
        loading="Loading payments"
        failed="Could not load the payments. Please reload the page."
        empty="No payments to check. Payments renters submit appear here, oldest first."
      />
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

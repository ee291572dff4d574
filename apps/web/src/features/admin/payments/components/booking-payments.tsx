import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { Booking } from '@rental/shared/bookings';
import { serverMessage } from '@/lib/server-message';
import { useAdminBooking } from '@/features/admin/shell/api/get-booking';
import { BalanceSummary } from './balance-summary';
import { LedgerEntry } from './ledger-entry';
import { RecordEntryForm } from './record-entry-form';
import './payments.css';

/**
 * docs/product.md#holds-and-payments: a booking's money in its modal: the balance, every ledger
 * entry (submitted ones verified or rejected here) and the counter-entry form.
 */
export function BookingPayments({ booking: listed }: { booking: Booking }) {
  const query = useAdminBooking(listed);
  const booking = query.data;
  const [outcome, setOutcome] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // A decision removes the buttons that had focus: the outcome takes it instead.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const titleId = `booking-payments-${booking._id}`;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="h6 border-bottom pb-1 mb-3">
        Payments
      </h3>
      {query.isError && (
        <Alert variant="warning" className="py-2">
          {serverMessage(query.error, 'Could not load the latest payments.')} The figures below may
          be out of date.
        </Alert>
      )}
      <div className="payments-layout">
        <div>
          <BalanceSummary balance={booking.balance} />
          <div aria-live="polite">
            {outcome && (
              <Alert
                ref={outcomeRef}
                variant="success"
                className="py-2"
                tabIndex={-1}
                dismissible
                onClose={() => setOutcome(null)}
              >
                {outcome}
              </Alert>
            )}
          </div>
          {booking.payments.length === 0 ? (
            <p className="small text-body-secondary">No payments recorded yet.</p>
          ) : (
            <ul className="list-group" aria-label="Ledger">
              {booking.payments.map((payment) => (
                <LedgerEntry key={payment.id} payment={payment} onDecided={setOutcome} />
              ))}
            </ul>
          )}
        </div>
        <div className="border rounded-3 p-3 bg-body-tertiary">
          <RecordEntryForm bookingId={booking._id} balance={booking.balance} />
        </div>
      </div>
    </section>
  );
}

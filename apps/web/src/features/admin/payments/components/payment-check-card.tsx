import { Link } from 'react-router';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYOUT_KINDS,
  type PaymentToCheck,
} from '@rental/shared/payments';
import { formatRupees } from '@rental/shared/rental';
import { formatDateTime } from '@/features/admin/shell/lib/format';
import { actorName } from '../lib/people';
import { PaymentDecision } from './payment-decision';

interface PaymentCheckCardProps {
  payment: PaymentToCheck;
  onDecided: (outcome: string) => void;
}

/** One submitted payment: what to look for in the account, whose booking, and the decision. */
export function PaymentCheckCard({ payment, onDecided }: PaymentCheckCardProps) {
  const titleId = `payment-${payment.id}-title`;
  const payout = PAYOUT_KINDS.includes(payment.kind);
  return (
    <article className="card shadow-sm h-100" aria-labelledby={titleId}>
      <div className="card-body p-3 d-flex flex-column">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <h2 id={titleId} className="h6 mb-0">
            {PAYMENT_KIND_LABELS[payment.kind]} · {PAYMENT_METHOD_LABELS[payment.method]}
            {payout && (
              <>
                {' '}
                <span className="badge text-bg-info">To pay out</span>
              </>
            )}
          </h2>
          <span className="payments-amount fs-5 lh-1">{formatRupees(payment.amount)}</span>
        </div>
        <dl className="payments-check-facts small mt-2 mb-auto">
          <div>
            <dt>Reference</dt>
            <dd className="payments-reference fw-semibold">{payment.reference ?? '—'}</dd>
          </div>
          <div>
            <dt>Renter</dt>
            <dd>
              {payment.customerName} ·{' '}
              <a href={`tel:${payment.customerPhone}`} className="text-nowrap">
                {payment.customerPhone}
              </a>
            </dd>
          </div>
          <div>
            <dt>Car</dt>
            <dd>{payment.carName}</dd>
          </div>
          <div>
            <dt>Booking</dt>
            <dd>
              <Link
                to={`/admin/bookings?search=${encodeURIComponent(payment.customerName)}`}
                className="payments-reference"
              >
                {payment.bookingRef}
                <span className="visually-hidden">
                  {' '}
                  (open the bookings of {payment.customerName})
                </span>
              </Link>
            </dd>
          </div>
          <div>
            <dt>Submitted</dt>
            <dd>
              <time dateTime={payment.recordedAt}>{formatDateTime(payment.recordedAt)}</time> by{' '}
              {actorName(payment.recordedBy)}
            </dd>
          </div>
          {payment.note && (
            <div>
              <dt>Note</dt>
              <dd>{payment.note}</dd>
            </div>
          )}
        </dl>
        <PaymentDecision payment={payment} payer={payment.customerName} onDecided={onDecided} />
      </div>
    </article>
  );
}

import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type Payment,
} from '@rental/shared/payments';
import { formatRupees } from '@rental/shared/rental';
import { formatDateTime } from '@/features/admin/shell/lib/format';
import { actorName } from '../lib/people';
import { PaymentDecision } from './payment-decision';
import { PaymentStatusBadge } from './payment-status-badge';

/** Money that leaves the business: shown with a minus, so a glance tells in from out. */
const OUTGOING: ReadonlySet<Payment['kind']> = new Set(['refund', 'deposit_refund']);

interface LedgerEntryProps {
  payment: Payment;
  onDecided: (outcome: string) => void;
}

/** One ledger entry: what, how, how much, its reference and status, who and when, the note. */
export function LedgerEntry({ payment, onDecided }: LedgerEntryProps) {
  const outgoing = OUTGOING.has(payment.kind);
  return (
    <li className="list-group-item py-3">
      <div className="d-flex justify-content-between align-items-start gap-2">
        <div>
          <span className="fw-semibold">{PAYMENT_KIND_LABELS[payment.kind]}</span>
          <span className="text-body-secondary"> · {PAYMENT_METHOD_LABELS[payment.method]}</span>
        </div>
        <span className={`payments-amount${outgoing ? ' text-danger-emphasis' : ''}`}>
          {outgoing && <span aria-hidden="true">−</span>}
          {formatRupees(payment.amount)}
          {outgoing && <span className="visually-hidden"> paid out</span>}
        </span>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2 small mt-1">
        <PaymentStatusBadge status={payment.status} />
        {payment.reference && (
          <span>
            Ref <span className="payments-reference">{payment.reference}</span>
          </span>
        )}
      </div>
      <p className="small text-body-secondary mb-0 mt-1">
        Recorded {formatDateTime(payment.recordedAt)} by {actorName(payment.recordedBy)}
        {payment.decidedAt && payment.decidedBy && (
          <>
            {' '}
            · {PAYMENT_STATUS_LABELS[payment.status]} {formatDateTime(payment.decidedAt)} by{' '}
            {actorName(payment.decidedBy)}
          </>
        )}
      </p>
      {payment.note && (
        <p className="small mb-0 mt-1">
          <span className="text-body-secondary">Note:</span> {payment.note}
        </p>
      )}
      {payment.status === 'submitted' && (
        <PaymentDecision payment={payment} onDecided={onDecided} />
      )}
    </li>
  );
}

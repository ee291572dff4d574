import type { Booking } from '@rental/shared/bookings';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYOUT_KINDS,
  type Payment,
} from '@rental/shared/payments';
import { formatRupees } from '@rental/shared/rental';
import { formatKolkataDateTime } from '@/lib/date-format';

// What the renter sees of an entry's status: "To check" is the business's word for it.
const STATUS_TEXT: Record<Payment['status'], string> = {
  submitted: 'Submitted, being checked',
  received: 'Received',
  rejected: 'Rejected',
};
const STATUS_VARIANT: Record<Payment['status'], string> = {
  submitted: 'warning',
  received: 'success',
  rejected: 'danger',
};

/** A refund the business still has to pay out is not "being checked": it is on its way. */
function statusText(p: Payment): string {
  if (PAYOUT_KINDS.includes(p.kind))
    return p.status === 'received' ? 'Paid to you' : 'To be paid to you';
  return STATUS_TEXT[p.status];
}

function Figure({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: number;
  strong?: boolean;
}) {
  return (
    <div className={strong ? 'fw-semibold' : undefined}>
      <dt>{label}</dt>
      <dd>{formatRupees(value)}</dd>
    </div>
  );
}

/**
 * docs/product.md#holds-and-payments: the balance (due, paid, refunded, outstanding, deposit
 * held) and every ledger entry, folded away so the card stays short on a phone.
 */
export function BookingLedger({ booking: b }: { booking: Booking }) {
  const { balance } = b;
  return (
    <details className="booking-more">
      <summary>
        Payments and balance{' '}
        <span className="text-body-secondary fw-normal">
          ({formatRupees(balance.outstanding)} to pay)
        </span>
      </summary>
      <dl className="booking-balance pt-2 mb-2">
        <Figure label="Due" value={balance.due} />
        <Figure label="Paid" value={balance.paid} />
        {balance.refunded > 0 && <Figure label="Refunded" value={balance.refunded} />}
        <Figure label="Still to pay" value={balance.outstanding} strong />
        {balance.depositHeld > 0 && <Figure label="Deposit held" value={balance.depositHeld} />}
      </dl>
      {b.payments.length === 0 ? (
        <p className="small text-body-secondary mb-0">No payments yet.</p>
      ) : (
        <ul className="list-unstyled booking-payments mb-0">
          {b.payments.map((p) => (
            <li key={p.id}>
              <div className="d-flex flex-wrap align-items-baseline gap-2">
                <span className="fw-medium me-auto">
                  {PAYMENT_KIND_LABELS[p.kind]} · {PAYMENT_METHOD_LABELS[p.method]}
                </span>
                <span>
                  {PAYOUT_KINDS.includes(p.kind) ? '−' : ''}
                  {formatRupees(p.amount)}
                </span>
                <span className={`badge rounded-pill text-bg-${STATUS_VARIANT[p.status]}`}>
                  {statusText(p)}
                </span>
              </div>
              <div className="small text-body-secondary">
                {formatKolkataDateTime(p.recordedAt)}
                {p.reference && <> · Ref. {p.reference}</>}
              </div>
              {p.note && <div className="small">Note: {p.note}</div>}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

import type { Booking } from '@rental/shared/bookings';
import { toKolkataIso } from '@rental/shared/kolkata-time';
import { REFUND_PAYOUT_DAYS } from '@rental/shared/money';
import type { Payment } from '@rental/shared/payments';
import { formatRupees } from '@rental/shared/rental';
import { formatCalendarDate } from '@/lib/date-format';

const DAY_MS = 86_400_000;

const received = (payments: readonly Payment[], kind: Payment['kind']) =>
  payments
    .filter((p) => p.kind === kind && p.status === 'received')
    .reduce((total, p) => total + p.amount, 0);

// How a refund reaches the renter, by the method the business recorded it with.
const REFUND_HOW: Record<Payment['method'], string> = {
  upi: 'by UPI to the account you paid from',
  bank: 'by bank transfer to your account',
  card: 'to the card you paid with',
  cash: 'in cash at the branch',
};

/** The Kolkata date REFUND_PAYOUT_DAYS after the refund was recorded, e.g. "27 Nov 2026". */
function refundDate(p: Payment): string {
  const by = new Date(Date.parse(p.recordedAt) + REFUND_PAYOUT_DAYS * DAY_MS);
  return formatCalendarDate(toKolkataIso(by.toISOString()).slice(0, 10));
}

/**
 * docs/product.md#holds-and-payments: a cancelled booking's refunds, each saying how it is paid
 * and by when (or that it was paid), where the eye lands rather than in the folded ledger.
 */
export function RefundNote({ booking: b }: { booking: Booking }) {
  const refunds = b.payments.filter((p) => p.kind === 'refund' && p.status !== 'rejected');
  if (b.status !== 'Cancelled' || refunds.length === 0) return null;
  return (
    <ul className="list-unstyled small mb-2" data-testid="refund-note">
      {refunds.map((p) => (
        <li key={p.id}>
          {p.status === 'received'
            ? `Refund of ${formatRupees(p.amount)} paid ${REFUND_HOW[p.method]}.`
            : `Refund of ${formatRupees(p.amount)}: we pay it ${REFUND_HOW[p.method]} by ${refundDate(p)}.`}
        </li>
      ))}
    </ul>
  );
}

/**
 * A completed booking's money as one story, in the order it happened: booked → billed → paid →
 * to pay → deposit back (docs/product.md#screens, Account).
 */
export function CompletedMoneyStory({ booking: b }: { booking: Booking }) {
  if (b.status !== 'Completed') return null;
  const deposit = received(b.payments, 'deposit');
  const depositBack = received(b.payments, 'deposit_refund');
  const steps: [string, string][] = [
    ['Booked', formatRupees(b.totalAmount)],
    ['Billed', formatRupees(b.balance.due)],
    ['Paid', formatRupees(b.balance.paid - b.balance.refunded)],
    ['To pay', formatRupees(b.balance.outstanding)],
  ];
  if (deposit > 0) {
    steps.push([
      'Deposit back',
      b.balance.depositHeld > 0
        ? `${formatRupees(depositBack)} of ${formatRupees(deposit)}`
        : formatRupees(depositBack),
    ]);
  }
  return (
    <ol className="money-story list-unstyled mb-2" aria-label="Money of this booking">
      {steps.map(([label, value]) => (
        <li key={label}>
          <span className="money-story__label">{label}</span>
          <span className="fw-semibold">{value}</span>
        </li>
      ))}
    </ol>
  );
}

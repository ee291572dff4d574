import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@rental/shared/payments';

const VARIANT: Record<PaymentStatus, string> = {
  submitted: 'warning',
  received: 'success',
  rejected: 'danger',
};

/** Submitted (to check) amber, received green, rejected red. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={`badge text-bg-${VARIANT[status]}`}>{PAYMENT_STATUS_LABELS[status]}</span>
  );
}

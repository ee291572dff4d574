import { useId } from 'react';
import type { Booking } from '@rental/shared/bookings';
import { formatRupees } from '@rental/shared/rental';
import { formatKolkataDateTime } from '@/lib/date-format';
import { useFocusOnArrival } from '@/lib/use-focus-on-arrival';
import { useRecordUpiPayment } from '../api/record-upi-payment';
import { advanceState } from '../lib/advance';
import { UpiPay } from './upi-pay';
import { UpiReferenceForm } from './upi-reference-form';
import './advance-payment.css';

interface AdvancePaymentProps {
  booking: Booking;
  /** 'page' on the thank-you screen; 'card' folds the UPI steps away inside a booking card. */
  variant: 'page' | 'card';
}

/**
 * docs/product.md#holds-and-payments: the advance of a booking and where the renter stands with
 * it: to pay by UPI (a QR code, a link to a UPI app on a phone, then the reference), submitted
 * and being checked, received, or rejected with the business's note. Without UPI, it is paid at
 * the branch.
 */
export function AdvancePayment({ booking, variant }: AdvancePaymentProps) {
  const state = advanceState(booking);
  const amount = formatRupees(booking.advance.amount);
  // A reference just sent: its confirmation takes the focus the removed form had.
  const submittedRef = useFocusOnArrival<HTMLParagraphElement>(state.state === 'submitted');
  if (state.state === 'none') return null;
  if (state.state === 'received') {
    return (
      <p className="advance-status text-success-emphasis mb-0">
        <span aria-hidden="true">✓ </span>
        Advance of {formatRupees(state.payment.amount)} received. Thank you.
      </p>
    );
  }
  if (state.state === 'submitted') {
    return (
      <p
        className="advance-status mb-0"
        role="status"
        ref={submittedRef}
        tabIndex={-1}
        data-testid="advance-submitted"
      >
        <span className="badge rounded-pill text-bg-warning me-2">Submitted</span>
        UPI reference {state.payment.reference} for {formatRupees(state.payment.amount)} submitted{' '}
        {formatKolkataDateTime(state.payment.recordedAt)}, being checked. We confirm it soon.
      </p>
    );
  }

  const rejected = state.rejected && (
    <div className="alert alert-warning py-2 small mb-2">
      <span className="fw-semibold">
        Your UPI reference {state.rejected.reference} was not accepted.
      </span>{' '}
      {state.rejected.note && <>Reason: {state.rejected.note}. </>}
      Check the reference in your UPI app and send it again, or call us.
    </div>
  );
  const upiLink = booking.advance.upiLink;
  if (!upiLink) {
    return (
      <div className="advance-status">
        {rejected}
        <p className="mb-0">
          Advance {amount}: pay it at the branch (cash, card or UPI) before pickup.
        </p>
      </div>
    );
  }
  const steps = <UpiSteps booking={booking} upiLink={upiLink} amount={amount} />;
  return variant === 'page' ? (
    <>
      {rejected}
      {steps}
    </>
  ) : (
    <div>
      {rejected}
      <details className="booking-more advance-more" open={Boolean(state.rejected)}>
        <summary>Pay the advance of {amount} by UPI</summary>
        <div className="pt-2">{steps}</div>
      </details>
    </div>
  );
}

function UpiSteps({
  booking,
  upiLink,
  amount,
}: {
  booking: Booking;
  upiLink: string;
  amount: string;
}) {
  const id = useId();
  const record = useRecordUpiPayment(booking);
  return (
    <div className="upi-steps">
      <p className="mb-2" id={`${id}-how`}>
        Pay the advance of <strong>{amount}</strong> with any UPI app
        <span className="upi-on-phone"> on this phone</span>
        <span className="upi-on-desktop">: scan the code with your phone</span>. Then type the UPI
        reference your app shows below.
      </p>
      <UpiPay upiLink={upiLink} amount={amount} />
      <UpiReferenceForm record={record} />
    </div>
  );
}

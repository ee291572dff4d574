import type { Charge } from '@rental/shared/charges';
import { formatRupees } from '@rental/shared/rental';
import { useFocusOnArrival } from '@/lib/use-focus-on-arrival';
import { usePayCharge } from '../api/after-trip';
import { UpiPay } from './upi-pay';
import { UpiReferenceForm } from './upi-reference-form';

/**
 * docs/product.md#after-the-trip: a charge paid by UPI as the advance is: its link and QR code
 * for exactly its amount, then the reference, which the staff check. Once sent, the form gives
 * way to a line saying so, which takes the focus the form had.
 */
export function ChargePayment({ charge }: { charge: Charge }) {
  const pay = usePayCharge(charge.bookingId, charge.id);
  const submitted = charge.status === 'payment_submitted';
  const sentRef = useFocusOnArrival<HTMLParagraphElement>(submitted);
  const amount = formatRupees(charge.toPay);
  if (submitted) {
    return (
      <p ref={sentRef} tabIndex={-1} role="status" className="small mb-0 mt-1">
        Your UPI payment of {formatRupees(charge.paymentAmount ?? charge.toPay)} was sent and is
        being checked. We confirm it soon.
      </p>
    );
  }
  if (!charge.upiLink) return null;
  return (
    <details className="booking-more mt-2">
      <summary>Pay {amount} by UPI</summary>
      <div className="pt-2">
        <p className="small mb-2">
          Pay <strong>{amount}</strong> with any UPI app
          <span className="upi-on-phone"> on this phone</span>
          <span className="upi-on-desktop">: scan the code with your phone</span>. Then type the UPI
          reference your app shows below.
        </p>
        <UpiPay upiLink={charge.upiLink} amount={amount} />
        <UpiReferenceForm record={pay} />
      </div>
    </details>
  );
}

import { lazy, Suspense } from 'react';
import { upiPayee } from '../lib/advance';
import './advance-payment.css';

// The QR code's drawing code loads only where a code is shown.
const QrCode = lazy(() => import('@/components/qr-code').then((m) => ({ default: m.QrCode })));

/**
 * docs/product.md#holds-and-payments: a UPI payment's link and QR code with the payee, for the
 * advance and for a charge after the trip. The link opens a UPI app on a phone; the code is for
 * paying from another device.
 */
export function UpiPay({ upiLink, amount }: { upiLink: string; amount: string }) {
  const payee = upiPayee(upiLink);
  return (
    <div className="upi-pay">
      <a className="btn btn-success upi-app-link" href={upiLink}>
        Pay with a UPI app
      </a>
      <figure className="upi-code mb-0">
        <Suspense fallback={<div className="upi-qr upi-qr--loading" aria-hidden="true" />}>
          <QrCode value={upiLink} label={`QR code to pay ${amount} by UPI`} className="upi-qr" />
        </Suspense>
        {payee && (
          <figcaption className="small">
            {payee.name && (
              <span className="d-block">
                To <span className="fw-medium">{payee.name}</span>
              </span>
            )}
            <span className="d-block">
              UPI ID <span className="fw-medium text-break">{payee.address}</span>
            </span>
          </figcaption>
        )}
      </figure>
    </div>
  );
}

import { formatRupees } from '@rental/shared/rental';
import { usePolicyFigures } from '@/api/policy';
import type { ThankYouState } from '../thank-you-state';
import { amountText } from '../quote-amount';

/**
 * docs/product.md#screens (Thank-you): the price as booked, line by line (rental by plan, date
 * rules, km plan, delivery, promo code), its total and the GST it includes, so the renter can
 * check the figures the wizard showed. A state without lines (an older tab) shows the total only.
 * Only a GST-registered business says the total includes GST (docs/product.md#handover-and-bill):
 * without a GSTIN its invoice is a receipt with no tax.
 */
export function ThankYouPrice({ booking }: { booking: ThankYouState }) {
  const gstRegistered = usePolicyFigures().data?.gstRegistered === true;
  return (
    <section className="quote-lines rounded-3 p-3 mt-3" aria-labelledby="ty-price">
      <h3 id="ty-price" className="h6 mb-2">
        Price
      </h3>
      <dl className="quote-line-list mb-0" data-testid="thank-you-lines">
        {booking.lines
          ? booking.lines.map((line, i) => (
              <div key={i} className={`quote-line quote-line-${line.kind}`}>
                <dt>{line.label}</dt>
                <dd>{amountText(line.amount)}</dd>
              </div>
            ))
          : booking.promoCode && (
              <div className="quote-line">
                <dt>Discount ({booking.promoCode})</dt>
                <dd>−{formatRupees(booking.discount ?? 0)}</dd>
              </div>
            )}
        <div className="quote-line quote-total">
          <dt>Total amount</dt>
          <dd data-testid="thank-you-total">{formatRupees(booking.totalAmount)}</dd>
        </div>
      </dl>
      {gstRegistered && booking.gstRatePercent !== undefined && (
        <p className="small mb-0 mt-1">Includes GST at {booking.gstRatePercent} %.</p>
      )}
    </section>
  );
}

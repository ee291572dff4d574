import type { Car } from '@rental/shared/cars';
import { MESSAGES } from '@rental/shared/messages';
import { planPrices } from '@rental/shared/pricing/plan-prices';
import { formatRupees } from '@rental/shared/rental';
import { serverMessage } from '@/lib/server-message';
import type { QuoteState } from '../api/get-quote';
import { amountText } from '../quote-amount';

interface QuoteLinesProps {
  car: Car;
  quote: QuoteState;
  /** The heading's level where the lines are shown. */
  heading: 'h2' | 'h3';
}

/**
 * docs/product.md#rate-plans: the server's quote, line by line (rental by plan, date rules, km
 * plan, promo code, and any kind added later), and its total. Every kind shows as label and
 * amount, so a new kind of line needs no change here.
 */
export function QuoteLines({ car, quote, heading: Heading }: QuoteLinesProps) {
  const answer = quote.quote;
  const plans = [`${formatRupees(car.price)}/day`, ...planPrices(car)].join(' · ');
  return (
    <section
      className="quote-lines rounded-3 p-3 mb-3"
      aria-labelledby={`quote-title-${Heading}`}
      aria-busy={quote.pending}
    >
      <Heading id={`quote-title-${Heading}`} className="h6 mb-2">
        Price
      </Heading>
      <div aria-live="polite">
        {quote.error ? (
          <p className="mb-0 small" role="alert">
            {serverMessage(quote.error, MESSAGES.quoteFailed)}
          </p>
        ) : answer ? (
          <>
            <dl className="quote-line-list mb-0" data-testid="quote-lines">
              {answer.lines.map((line, i) => (
                <div key={i} className={`quote-line quote-line-${line.kind}`}>
                  <dt>{line.label}</dt>
                  <dd>{amountText(line.amount)}</dd>
                </div>
              ))}
              <div className="quote-line quote-total">
                <dt>Total</dt>
                <dd data-testid="quote-total">{formatRupees(answer.total)}</dd>
              </div>
            </dl>
            {quote.pending && <p className="small mb-0 mt-1">Updating the price...</p>}
          </>
        ) : quote.pending ? (
          <p className="mb-0 small">Working out the price...</p>
        ) : (
          <p className="mb-0 small">Choose pickup and return to see the price ({plans}).</p>
        )}
      </div>
    </section>
  );
}

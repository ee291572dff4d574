import Spinner from 'react-bootstrap/Spinner';
import { HANDOVER_MESSAGES } from '@rental/shared/handover';
import { formatRupees } from '@rental/shared/rental';
import { serverMessage } from '@/lib/server-message';
import { useLiveBill, type LiveBillInput } from '../hooks/use-live-bill';
import { wholeNumber } from '../lib/record-form';
import { BillLines } from '@/components/bill-lines';

/**
 * docs/product.md#handover-and-bill: the bill the return would make, asked of the server as
 * the odometer and the charges change, so the staff see every line before they save.
 */
export function LiveBill(input: LiveBillInput) {
  const { record, bill, settling } = useLiveBill(input);
  const typed = wholeNumber(input.values.odometerKm);
  const below = Number.isInteger(typed) && typed < input.pickup.odometerKm;
  const busy = settling || bill.isFetching;
  return (
    <section className="handover-card mb-4" aria-labelledby="live-bill-title">
      <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
        <h2 id="live-bill-title" className="h6 fw-semibold mb-0">
          Bill so far
        </h2>
        {busy && record && (
          <span className="small text-body-secondary d-inline-flex align-items-center gap-1">
            <Spinner animation="border" size="sm" aria-hidden="true" /> Updating
          </span>
        )}
      </div>
      <div aria-live="polite" aria-busy={busy}>
        {!record ? (
          <p className="small text-body-secondary mb-0">
            {below
              ? HANDOVER_MESSAGES.odometerBelowPickup(input.pickup.odometerKm)
              : 'Enter the odometer reading to see the bill.'}
          </p>
        ) : bill.isError ? (
          <p className="small text-danger mb-0">
            {serverMessage(bill.error, 'The bill could not be worked out. Check the readings.')}
          </p>
        ) : bill.data ? (
          <BillLines bill={bill.data} />
        ) : (
          <p className="small text-body-secondary mb-0">Working out the bill…</p>
        )}
      </div>
    </section>
  );
}

/** The total beside the save button, from the same preview (one request through the cache). */
export function LiveBillTotal(input: LiveBillInput) {
  const { record, bill } = useLiveBill(input);
  if (!record || !bill.data || bill.isError) return null;
  return (
    <span className="handover-bar-total">
      <span className="small text-body-secondary d-block">Bill total</span>
      {formatRupees(bill.data.total)}
    </span>
  );
}

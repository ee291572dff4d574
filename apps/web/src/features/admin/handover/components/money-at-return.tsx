import type { Balance } from '@rental/shared/payments';
import { formatRupees } from '@rental/shared/rental';

/**
 * docs/product.md#handover-and-bill: the return ends with the money in three figures, so the
 * counter knows at a glance what to take and what to hand back.
 */
export function MoneyAtReturn({ balance }: { balance: Balance }) {
  const paidSoFar = balance.paid - balance.refunded;
  const toCollect = Math.max(0, balance.outstanding);
  const overpaid = Math.max(0, -balance.outstanding);
  return (
    <section aria-labelledby="money-at-return-title" className="mb-3">
      <h3 id="money-at-return-title" className="h6 fw-semibold">
        Money now
      </h3>
      <dl className="handover-summary handover-money mb-0">
        <div>
          <dt>Paid so far</dt>
          <dd>{formatRupees(paidSoFar)}</dd>
        </div>
        <div>
          <dt>To collect now</dt>
          <dd className={toCollect > 0 ? 'fw-bold' : undefined}>{formatRupees(toCollect)}</dd>
        </div>
        {overpaid > 0 && (
          <div>
            <dt>Paid over the bill, to refund</dt>
            <dd className="fw-bold">{formatRupees(overpaid)}</dd>
          </div>
        )}
        <div>
          <dt>Deposit to give back</dt>
          <dd className={balance.depositHeld > 0 ? 'fw-bold' : undefined}>
            {formatRupees(balance.depositHeld)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

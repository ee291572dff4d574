import type { Balance } from '@rental/shared/payments';
import { formatRupees } from '@rental/shared/rental';

/** docs/product.md#holds-and-payments: what the booking costs, what came in and what is left. */
export function BalanceSummary({ balance }: { balance: Balance }) {
  const tiles: [label: string, value: number, tone?: string][] = [
    ['Due', balance.due],
    ['Paid', balance.paid],
    ['Refunded', balance.refunded],
    ['Outstanding', balance.outstanding, balance.outstanding > 0 ? 'is-owed' : 'is-settled'],
    ['Deposit held', balance.depositHeld, balance.depositHeld > 0 ? 'is-held' : undefined],
  ];
  return (
    <dl className="payments-balance mb-3">
      {tiles.map(([label, value, tone]) => (
        <div key={label} className={tone}>
          <dt>{label}</dt>
          <dd>{formatRupees(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { Bill, BillLineKind } from '@rental/shared/bill';
import { EXTRA_CHARGE_LABELS } from '@rental/shared/bill';
import { formatRupees } from '@rental/shared/rental';
import { formatCount } from '@/features/admin/shell/lib/format';

const LINE_TITLES: Record<BillLineKind, string> = {
  rental: 'Rental',
  extra_km: 'Extra kilometres',
  late_return: 'Late return',
  ...EXTRA_CHARGE_LABELS,
};

/**
 * docs/product.md#handover-and-bill: every line of a bill with how it was reached, the
 * kilometres behind it, and the total.
 */
export function BillLines({ bill }: { bill: Bill }) {
  return (
    <>
      <ul className="list-unstyled handover-bill mb-2">
        {bill.lines.map((line, index) => (
          <li key={`${line.kind}-${index}`}>
            <div>
              <span className="fw-medium">{LINE_TITLES[line.kind]}</span>
              <span className="d-block small text-body-secondary">{line.description}</span>
            </div>
            <span className="handover-amount">{formatRupees(line.amount)}</span>
          </li>
        ))}
        <li className="handover-bill-total">
          <span>Total</span>
          <span className="handover-amount">{formatRupees(bill.total)}</span>
        </li>
      </ul>
      <p className="small text-body-secondary mb-0">
        Driven {formatCount(bill.kmDriven)} km of {formatCount(bill.kmAllowed)} km allowed
        {bill.lateDays > 0 &&
          ` · returned late: ${bill.lateDays} ${bill.lateDays === 1 ? 'day' : 'days'}`}
        .
      </p>
    </>
  );
}

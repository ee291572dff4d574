import { BILL_LINE_TITLES, type Bill } from '@rental/shared/bill';
import { formatRupees } from '@rental/shared/rental';
import './bill-lines.css';

const km = (n: number) => n.toLocaleString('en-IN');

/**
 * docs/product.md#handover-and-bill: every line of a bill with how it was reached, the
 * kilometres behind it, and the total.
 */
export function BillLines({ bill }: { bill: Bill }) {
  return (
    <>
      <ul className="list-unstyled bill-lines mb-2">
        {bill.lines.map((line, index) => (
          <li key={`${line.kind}-${index}`}>
            <div>
              <span className="fw-medium">{BILL_LINE_TITLES[line.kind]}</span>
              <span className="d-block small text-body-secondary">{line.description}</span>
            </div>
            <span className="bill-amount">{formatRupees(line.amount)}</span>
          </li>
        ))}
        <li className="bill-lines__total">
          <span>Total</span>
          <span className="bill-amount">{formatRupees(bill.total)}</span>
        </li>
      </ul>
      <p className="small text-body-secondary mb-0">
        Driven {km(bill.kmDriven)} km of {km(bill.kmAllowed)} km allowed
        {bill.lateDays > 0 &&
          ` · returned late: ${bill.lateDays} ${bill.lateDays === 1 ? 'day' : 'days'}`}
        .
      </p>
    </>
  );
}

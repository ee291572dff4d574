import { describeBillLine, type Bill } from '@rental/shared/bill';
import { formatRupees } from '@rental/shared/rental';

/**
 * The final bill, each line with what it is for (docs/product.md#handover-and-bill): the rental,
 * kilometres over the allowance, late days and the staff's lines, then the total.
 */
export function BillLines({ bill, caption = 'Final bill' }: { bill: Bill; caption?: string }) {
  return (
    <table className="table table-sm bill-lines mb-2">
      <caption className="caption-top fw-semibold text-body">{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">For</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {bill.lines.map((line, i) => (
          <tr key={i}>
            <td>{describeBillLine(line)}</td>
            <td className="text-end text-nowrap">{formatRupees(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="fw-semibold">
          <th scope="row">Total</th>
          <td className="text-end text-nowrap">{formatRupees(bill.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

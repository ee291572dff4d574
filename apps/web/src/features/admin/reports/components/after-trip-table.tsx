import type { AfterTripMonth, AfterTripReport } from '@rental/shared/after-trip-report';
import { formatRupees } from '@rental/shared/rental';
import { ScrollRegion } from '@/components/scroll-region';
import './after-trip-table.css';

// docs/product.md#reports: the after-trip money per month and branch: charges raised, recovered,
// waived and outstanding; deposits held, released and overdue. A table on a computer, one card
// per month and branch on a phone.

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "15–31 Oct" when the period cuts the month short, else nothing. */
function clipped(m: AfterTripMonth): string | null {
  const last = new Date(Date.UTC(Number(m.month.slice(0, 4)), Number(m.month.slice(5, 7)), 0));
  if (m.from.endsWith('-01') && m.to === last.toISOString().slice(0, 10)) return null;
  return `${Number(m.from.slice(8))}–${Number(m.to.slice(8))} only`;
}

const withCount = (rupees: number, count: number) =>
  count > 0 ? `${formatRupees(rupees)} (${count})` : formatRupees(rupees);

const COLUMNS: [string, (m: AfterTripMonth) => string][] = [
  ['Charges raised', (m) => withCount(m.charges.raised, m.charges.raisedCount)],
  ['Charges recovered', (m) => formatRupees(m.charges.recovered)],
  ['Charges waived', (m) => formatRupees(m.charges.waived)],
  ['Charges outstanding', (m) => withCount(m.charges.outstanding, m.charges.outstandingCount)],
  ['Deposits held', (m) => formatRupees(m.deposits.held)],
  ['Deposits released', (m) => formatRupees(m.deposits.released)],
  ['Deposits overdue', (m) => withCount(m.deposits.overdue, m.deposits.overdueCount)],
];

export function AfterTripTable({ report }: { report: AfterTripReport }) {
  return (
    <ScrollRegion label="Charges and deposits after the trip, table">
      <table className="table table-sm align-middle after-trip-table mb-0" role="table">
        <caption className="visually-hidden">Charges and deposits per month and branch</caption>
        <thead>
          <tr role="row">
            <th role="columnheader" scope="col">
              Month and branch
            </th>
            {COLUMNS.map(([label]) => (
              <th key={label} role="columnheader" scope="col" className="text-end">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.months.map((m) => (
            <tr key={`${m.month}-${m.branch}`} role="row">
              <th role="rowheader" scope="row" className="fw-medium">
                {monthName(m.month)}, {m.branch}
                {clipped(m) && (
                  <span className="d-block small text-body-secondary fw-normal">{clipped(m)}</span>
                )}
              </th>
              {COLUMNS.map(([label, value]) => (
                <td key={label} role="cell" className="text-end text-nowrap" data-label={label}>
                  {value(m)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

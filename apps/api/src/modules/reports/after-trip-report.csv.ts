import type { AfterTripReport } from '@rental/shared/after-trip-report';
import { CSV_BOM, csvLine } from '../../lib/csv';

// docs/product.md#reports: the after-trip report as CSV, one line per month and branch, with the
// same byte order mark, CRLF lines and formula guard as the other exports (lib/csv.ts).

const COLUMNS = [
  'Month',
  'From',
  'To',
  'Branch',
  'Charges raised',
  'Charges raised (count)',
  'Charges recovered',
  'Charges waived',
  'Charges outstanding',
  'Charges outstanding (count)',
  'Deposits held',
  'Deposits released',
  'Deposits overdue',
  'Deposits overdue (count)',
];

export function afterTripCsv(report: AfterTripReport): string {
  const lines = report.months.map((m) =>
    csvLine([
      m.month,
      m.from,
      m.to,
      m.branch,
      m.charges.raised,
      m.charges.raisedCount,
      m.charges.recovered,
      m.charges.waived,
      m.charges.outstanding,
      m.charges.outstandingCount,
      m.deposits.held,
      m.deposits.released,
      m.deposits.overdue,
      m.deposits.overdueCount,
    ]),
  );
  return CSV_BOM + csvLine(COLUMNS) + lines.join('');
}

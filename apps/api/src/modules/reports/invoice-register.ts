import type { Bill } from '@rental/shared/bill';
import { bookingReference } from '@rental/shared/outbox';
import { toKolkataDate } from '@rental/shared/kolkata-time';
import type { Deps } from '../../deps';
import { splitInclusiveGst, type TaxSplit } from '../invoices/tax';
import { EXPORT_PAGE_SIZE, pages } from './reports-export';
import { invoicesExportPage } from './reports-export.repository';
import type { ReportScope } from '../../db/report-period';

// docs/product.md#reports: the invoice register an accountant files for a month: one line per
// invoice or receipt issued in the period, with the tax as the invoice itself prints it.

const INVOICE_COLUMNS = [
  'Invoice number',
  'Date',
  'Document',
  'Booking',
  'Renter',
  'Renter legal name',
  'Renter GSTIN',
  'Taxable value',
  'CGST',
  'SGST',
  'Total',
  'SAC',
  'GST rate %',
];

/** The invoice's totals: the sum of its lines' splits, as the PDF adds them up. */
export function invoiceTotals(bill: Pick<Bill, 'lines'>, ratePercent: number): TaxSplit {
  const sums: TaxSplit = { taxable: 0, cgst: 0, sgst: 0 };
  for (const line of bill.lines) {
    const split = splitInclusiveGst(line.amount, ratePercent);
    sums.taxable += split.taxable;
    sums.cgst += split.cgst;
    sums.sgst += split.sgst;
  }
  return sums;
}

export function invoicesCsv(deps: Pick<Deps, 'db'>, scope: ReportScope): AsyncGenerator<string> {
  return pages(
    INVOICE_COLUMNS,
    (after) => invoicesExportPage(deps.db, scope, after, EXPORT_PAGE_SIZE),
    (row) => ({ at: row.issued_at, id: row.id }),
    (row) => {
      // Without the business's GSTIN it is a receipt: no tax is split out of it.
      const taxed = row.gstin !== null;
      const tax = taxed ? invoiceTotals(JSON.parse(row.bill) as Bill, row.gst_rate_percent) : null;
      return [
        row.number,
        toKolkataDate(row.issued_at),
        taxed ? 'Tax invoice' : 'Receipt',
        bookingReference(row.booking_id),
        row.customer_name,
        // The name a business invoice was billed to with its GSTIN; empty for a consumer.
        row.renter_legal_name ?? '',
        // A business renter's GSTIN as the invoice was issued to it; empty for a consumer.
        row.renter_gstin ?? '',
        tax ? tax.taxable : row.total,
        tax?.cgst,
        tax?.sgst,
        row.total,
        row.sac,
        taxed ? row.gst_rate_percent : null,
      ];
    },
  );
}

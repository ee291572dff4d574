import { toKolkataDate } from '@rental/shared/kolkata-time';

// docs/product.md#handover-and-bill: invoices are numbered in one consecutive series per
// financial year (April to March), at most 16 characters, e.g. HSD/26-27/0001.

/** The series' counter, which the return takes inside its own transaction. */
export { nextInvoiceSequence } from './invoice-series.repository';

export const INVOICE_PREFIX = 'HSD';

/** The financial year an instant falls in, by the Kolkata calendar: "26-27" from April 2026. */
export function financialYear(at: Date): string {
  const [year, month] = toKolkataDate(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  const yy = (y: number) => String(y % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

export function invoiceNumber(year: string, sequence: number): string {
  return `${INVOICE_PREFIX}/${year}/${String(sequence).padStart(4, '0')}`;
}

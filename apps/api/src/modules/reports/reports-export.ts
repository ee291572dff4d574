import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentKind,
  type PaymentMethod,
  type PaymentStatus,
} from '@rental/shared/payments';
import { CSV_BOM, csvLine, csvText, type CsvValue } from '../../lib/csv';
import type { Deps } from '../../deps';
import {
  bookingsExportPage,
  paymentsExportPage,
  type PageAfter,
} from './reports-export.repository';
import type { ReportScope } from '../../db/report-period';
import { kolkataWhen } from '../booking-record/booking-record.service';

// docs/product.md#reports: the CSV exports of a period, written as they are read, page by page,
// so a year of bookings never sits in memory (docs/decisions/020-reports-and-timeline.md).

/** Rows read per query. */
export const EXPORT_PAGE_SIZE = 1_000;

const BOOKING_COLUMNS = [
  'Booking',
  'Booked at',
  'Status',
  'Renter',
  'Mobile',
  'E-mail',
  'Car',
  'Registration',
  'Branch',
  'Pickup',
  'Return',
  'Days',
  'Price per day',
  'Rental amount',
  'Charges',
  'Bill total',
];

const PAYMENT_COLUMNS = [
  'Entry',
  'Booking',
  'Date',
  'Recorded at',
  'Kind',
  'Method',
  'Amount',
  'Status',
  'Reference',
  'Recorded by',
  'Note',
  'Renter',
  'Registration',
  'Branch',
];

/** Reads pages until one comes back short, yielding the header first and then each line. */
export async function* pages<Row>(
  header: string[],
  read: (after: PageAfter | null) => Promise<Row[]>,
  last: (row: Row) => PageAfter,
  line: (row: Row) => CsvValue[],
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(header);
  let after: PageAfter | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows.map((row) => csvLine(line(row))).join('');
    if (rows.length < EXPORT_PAGE_SIZE) return;
    after = last(rows.at(-1)!);
  }
}

export function bookingsCsv(deps: Pick<Deps, 'db'>, scope: ReportScope): AsyncGenerator<string> {
  return pages(
    BOOKING_COLUMNS,
    (after) => bookingsExportPage(deps.db, scope, after, EXPORT_PAGE_SIZE),
    (row) => ({ at: row.pickup_at, id: row.id }),
    (row) => [
      row.id,
      kolkataWhen(row.created_at),
      row.status,
      row.customer_name,
      csvText(row.customer_phone),
      row.customer_email,
      row.car_name,
      row.car_number,
      row.branch,
      kolkataWhen(row.pickup_at),
      kolkataWhen(row.return_at),
      row.total_days,
      row.price_per_day,
      row.total_amount,
      row.charges,
      row.bill_total,
    ],
  );
}

export function paymentsCsv(deps: Pick<Deps, 'db'>, scope: ReportScope): AsyncGenerator<string> {
  return pages(
    PAYMENT_COLUMNS,
    (after) => paymentsExportPage(deps.db, scope, after, EXPORT_PAGE_SIZE),
    (row) => ({ at: row.moved_at, id: row.id }),
    (row) => [
      row.id,
      row.booking_id,
      kolkataWhen(row.moved_at),
      kolkataWhen(row.recorded_at),
      PAYMENT_KIND_LABELS[row.kind as PaymentKind],
      PAYMENT_METHOD_LABELS[row.method as PaymentMethod],
      row.amount,
      PAYMENT_STATUS_LABELS[row.status as PaymentStatus],
      csvText(row.reference),
      row.recorded_by,
      row.note,
      row.customer_name,
      row.car_number,
      row.branch,
    ],
  );
}

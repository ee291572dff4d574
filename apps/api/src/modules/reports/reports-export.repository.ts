import type { Db } from '../../db/database';
import { movedAt, type ReportScope } from '../../db/report-period';

// The SQL of the CSV exports (docs/decisions/020-reports-and-timeline.md): each reads its rows a
// page at a time, after the last row of the page before, through the period's index. Takes db or
// a transaction.

/** Where an export's previous page ended: the sort instant and the id of its last row. */
export interface PageAfter {
  at: string;
  id: string;
}

/**
 * One page of the bookings export: bookings whose pickup falls in the period, by pickup then id,
 * after `after`. Each page is a short query of its own, so a long download never holds a
 * connection (docs/decisions/020-reports-and-timeline.md).
 */
export function bookingsExportPage(
  db: Db,
  scope: ReportScope,
  after: PageAfter | null,
  size: number,
) {
  return db
    .selectFrom('bookings')
    .leftJoin('bills', 'bills.booking_id', 'bookings.id')
    .select([
      'bookings.id',
      'bookings.created_at',
      'bookings.status',
      'bookings.customer_name',
      'bookings.customer_phone',
      'bookings.customer_email',
      'bookings.car_name',
      'bookings.car_number',
      'bookings.branch',
      'bookings.pickup_at',
      'bookings.return_at',
      'bookings.total_days',
      'bookings.price_per_day',
      'bookings.total_amount',
      'bills.charges',
      'bills.total as bill_total',
    ])
    .where('bookings.pickup_at', '>=', scope.start)
    .where('bookings.pickup_at', '<', scope.end)
    .$if(scope.branch !== undefined, (qb) => qb.where('bookings.branch', '=', scope.branch!))
    .$if(after !== null, (qb) =>
      qb
        .where('bookings.pickup_at', '>=', after!.at)
        .where((eb) =>
          eb.or([eb('bookings.pickup_at', '>', after!.at), eb('bookings.id', '>', after!.id)]),
        ),
    )
    .orderBy('bookings.pickup_at')
    .orderBy('bookings.id')
    .limit(size)
    .execute();
}

/** One page of the payments export: entries whose money moved in the period, in that order. */
export function paymentsExportPage(
  db: Db,
  scope: ReportScope,
  after: PageAfter | null,
  size: number,
) {
  return db
    .selectFrom('payments')
    .innerJoin('bookings', 'bookings.id', 'payments.booking_id')
    .select([
      'payments.id',
      'payments.booking_id',
      movedAt.as('moved_at'),
      'payments.recorded_at',
      'payments.kind',
      'payments.method',
      'payments.amount',
      'payments.status',
      'payments.reference',
      'payments.recorded_by',
      'payments.note',
      'bookings.customer_name',
      'bookings.car_number',
      'bookings.branch',
    ])
    .where(movedAt, '>=', scope.start)
    .where(movedAt, '<', scope.end)
    .$if(scope.branch !== undefined, (qb) => qb.where('bookings.branch', '=', scope.branch!))
    .$if(after !== null, (qb) =>
      qb
        .where(movedAt, '>=', after!.at)
        .where((eb) => eb.or([eb(movedAt, '>', after!.at), eb('payments.id', '>', after!.id)])),
    )
    .orderBy(movedAt)
    .orderBy('payments.id')
    .limit(size)
    .execute();
}

/** One page of the invoice register: invoices issued in the period, in number order of issue. */
export function invoicesExportPage(
  db: Db,
  scope: ReportScope,
  after: PageAfter | null,
  size: number,
) {
  return db
    .selectFrom('invoices')
    .innerJoin('bookings', 'bookings.id', 'invoices.booking_id')
    .innerJoin('bills', 'bills.booking_id', 'invoices.booking_id')
    .select([
      'invoices.id',
      'invoices.number',
      'invoices.issued_at',
      'invoices.gstin',
      'invoices.renter_gstin',
      'invoices.renter_legal_name',
      'invoices.gst_rate_percent',
      'invoices.sac',
      'bookings.id as booking_id',
      'bookings.customer_name',
      'bills.bill',
      'bills.total',
    ])
    .where('invoices.issued_at', '>=', scope.start)
    .where('invoices.issued_at', '<', scope.end)
    .$if(scope.branch !== undefined, (qb) => qb.where('bookings.branch', '=', scope.branch!))
    .$if(after !== null, (qb) =>
      qb
        .where('invoices.issued_at', '>=', after!.at)
        .where((eb) =>
          eb.or([eb('invoices.issued_at', '>', after!.at), eb('invoices.id', '>', after!.id)]),
        ),
    )
    .orderBy('invoices.issued_at')
    .orderBy('invoices.id')
    .limit(size)
    .execute();
}

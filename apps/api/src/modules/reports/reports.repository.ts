import { sql } from 'kysely';
import { MAX_RENTAL_DAYS } from '@rental/shared/constants';
import { DAY_MS } from '@rental/shared/kolkata-time';
import type { Db, DatabaseKind } from '../../db/database';
import { earlierOf, laterOf, secondsBetween } from '../../db/instant-sql';

// The SQL of the reports and exports (docs/decisions/020-reports-and-timeline.md): every figure
// is summed by the database, so a year of bookings never comes into the process, each query
// reading its period through an index (migration 015); the exports read their rows a page at a
// time. Takes db or a transaction.

/**
 * A report's period as stored instants [start, end), and a branch, if one: the bookings' own
 * branch for the figures of bookings and money, the cars' branch now for the fleet.
 */
export interface ReportScope {
  start: string;
  end: string;
  branch?: string;
}

/** A figure PostgreSQL sums as numeric or bigint text; 0 when no row was summed. */
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/**
 * The ids of a branch's cars now: a handful, so a filter on them costs no join per row. Only for
 * what is about the car (its utilisation); bookings are counted at their own branch.
 */
const carsOf = (db: Db, branch: string) =>
  db.selectFrom('cars').select('cars.id').where('cars.branch', '=', branch);

/**
 * A status compared as an expression, so the database keeps to the period's index: SQLite, with
 * no statistics gathered, would otherwise walk the index on status, though nearly every booking
 * or entry of a year has the one status asked for.
 */
const statusOf = (column: 'bookings.status' | 'payments.status') =>
  sql<string>`(${sql.ref(column)} || '')`;

/**
 * The earliest pickup of a booking still out at `instant`: no booking, extensions included,
 * lasts longer than MAX_RENTAL_DAYS, so the index on pickup bounds every overlap query.
 */
function earliestPickup(instant: string): string {
  return new Date(Date.parse(instant) - MAX_RENTAL_DAYS * DAY_MS).toISOString();
}

/**
 * Rentals completed in the period: count, rental amounts, charges and booked days. A billed one
 * counts at its bill's (the return's) time; one closed by hand without a return record at its
 * booked return, with its booking amount.
 */
export async function completedRentals(db: Db, scope: ReportScope) {
  const [billed, unbilled] = await Promise.all([
    db
      .selectFrom('bills')
      .innerJoin('bookings', 'bookings.id', 'bills.booking_id')
      .where('bills.created_at', '>=', scope.start)
      .where('bills.created_at', '<', scope.end)
      .where(statusOf('bookings.status'), '=', sql.lit('Completed'))
      .$if(scope.branch !== undefined, (qb) => qb.where('bookings.branch', '=', scope.branch!))
      .select((eb) => [
        eb.fn.countAll().as('rentals'),
        eb.fn.sum<number>(sql`bills.total - bills.charges`).as('rental'),
        eb.fn.sum<number>('bills.charges').as('charges'),
        eb.fn.sum<number>('bookings.total_days').as('days'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bookings')
      .where('bookings.pickup_at', '>=', earliestPickup(scope.start))
      .where('bookings.pickup_at', '<', scope.end)
      .where(statusOf('bookings.status'), '=', sql.lit('Completed'))
      .where('bookings.return_at', '>=', scope.start)
      .where('bookings.return_at', '<', scope.end)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('bills')
              .select(sql.lit(1).as('one'))
              .whereRef('bills.booking_id', '=', 'bookings.id'),
          ),
        ),
      )
      .$if(scope.branch !== undefined, (qb) => qb.where('bookings.branch', '=', scope.branch!))
      .select((eb) => [
        eb.fn.countAll().as('rentals'),
        eb.fn.sum<number>('bookings.total_amount').as('rental'),
        eb.fn.sum<number>('bookings.total_days').as('days'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rentals: num(billed.rentals) + num(unbilled.rentals),
    rental: num(billed.rental) + num(unbilled.rental),
    charges: num(billed.charges),
    days: num(billed.days) + num(unbilled.days),
  };
}

/**
 * When money moved: the admin's decision on a checked entry, else its recording. Written as the
 * index payments_moved is (migration 015), so the database uses it.
 */
const movedAt = sql<string>`coalesce(decided_at, recorded_at)`;

/**
 * Received ledger entries whose money moved in the period, summed by kind. For every branch the
 * index payments_moved alone answers; a branch needs the ids of its bookings.
 */
export async function receivedByKind(db: Db, scope: ReportScope): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('payments')
    .where(movedAt, '>=', scope.start)
    .where(movedAt, '<', scope.end)
    .where(statusOf('payments.status'), '=', sql.lit('received'))
    .$if(scope.branch !== undefined, (qb) =>
      qb.where('payments.booking_id', 'in', (eb) =>
        eb
          .selectFrom('bookings')
          .select('bookings.id')
          .where('bookings.branch', '=', scope.branch!),
      ),
    )
    .groupBy('payments.kind')
    .select((eb) => ['payments.kind', eb.fn.sum<number>('payments.amount').as('amount')])
    .execute();
  return new Map(rows.map((r) => [r.kind, num(r.amount)]));
}

/** Bookings whose pickup falls in the period, counted by status. */
export async function bookingsByStatus(db: Db, scope: ReportScope): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('bookings')
    .where('bookings.pickup_at', '>=', scope.start)
    .where('bookings.pickup_at', '<', scope.end)
    .$if(scope.branch !== undefined, (qb) => qb.where('bookings.branch', '=', scope.branch!))
    .groupBy('bookings.status')
    .select((eb) => ['bookings.status', eb.fn.countAll().as('count')])
    .execute();
  return new Map(rows.map((r) => [r.status, num(r.count)]));
}

/** Statuses whose booking holds the car for the business (a Pending one is only asked for). */
const HOLDING = [sql.lit('Confirmed'), sql.lit('Completed')];

/**
 * Per car: seconds of Confirmed and Completed bookings inside the period. A car's utilisation is
 * its own booked over available hours, so with a branch these are the bookings of the branch's
 * cars now, as the fleet is (fleetCars), whichever branch each booking belongs to.
 */
export async function bookedSecondsByCar(
  db: Db,
  kind: DatabaseKind,
  scope: ReportScope,
): Promise<Map<string, number>> {
  const seconds = secondsBetween(
    kind,
    laterOf(sql.ref('bookings.pickup_at'), scope.start),
    earlierOf(sql.ref('bookings.return_at'), scope.end),
  );
  const rows = await db
    .selectFrom('bookings')
    .where(statusOf('bookings.status'), 'in', HOLDING)
    .where('bookings.pickup_at', '>=', earliestPickup(scope.start))
    .where('bookings.pickup_at', '<', scope.end)
    .where('bookings.return_at', '>', scope.start)
    .$if(scope.branch !== undefined, (qb) =>
      qb.where('bookings.car_id', 'in', carsOf(db, scope.branch!)),
    )
    .groupBy('bookings.car_id')
    .select((eb) => ['bookings.car_id', eb.fn.sum<number>(seconds).as('seconds')])
    .execute();
  return new Map(rows.map((r) => [r.car_id, num(r.seconds)]));
}

/** Cars in the fleet for some of the period: added before its end, not deleted before its start. */
export function fleetCars(db: Db, scope: ReportScope) {
  return db
    .selectFrom('cars')
    .select(['id', 'name', 'registration_number', 'branch', 'created_at', 'deleted_at'])
    .where('created_at', '<', scope.end)
    .where((eb) => eb.or([eb('deleted_at', 'is', null), eb('deleted_at', '>', scope.start)]))
    .$if(scope.branch !== undefined, (qb) => qb.where('branch', '=', scope.branch!))
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Maintenance blocks overlapping the period, of the scope's cars. */
export function blocksInPeriod(db: Db, scope: ReportScope) {
  return db
    .selectFrom('maintenance_blocks')
    .innerJoin('cars', 'cars.id', 'maintenance_blocks.car_id')
    .select([
      'maintenance_blocks.car_id',
      'maintenance_blocks.start_at',
      'maintenance_blocks.end_at',
    ])
    .where('maintenance_blocks.start_at', '<', scope.end)
    .where('maintenance_blocks.end_at', '>', scope.start)
    .$if(scope.branch !== undefined, (qb) => qb.where('cars.branch', '=', scope.branch!))
    .execute();
}

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

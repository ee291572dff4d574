import { sql } from 'kysely';
import type { Db, DatabaseKind } from '../../db/database';
import { earlierOf, laterOf, secondsBetween } from '../../db/instant-sql';

// The SQL of the reports and exports (docs/decisions/020-reports-and-timeline.md): every figure
// is summed by the database, so a year of bookings never comes into the process; the exports
// stream their rows. Takes db or a transaction.

/** A report's period as stored instants [start, end), and the branch of the cars, if one. */
export interface ReportScope {
  start: string;
  end: string;
  branch?: string;
}

/** A figure PostgreSQL sums as numeric or bigint text; 0 when no row was summed. */
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** When a rental was completed: its bill's, i.e. the return's, time; else its booked return. */
const completedAt = sql<string>`coalesce(bills.created_at, bookings.return_at)`;

/** Rentals completed in the period: count, rental amounts, charges and booked days. */
export async function completedRentals(db: Db, scope: ReportScope) {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('cars', 'cars.id', 'bookings.car_id')
    .leftJoin('bills', 'bills.booking_id', 'bookings.id')
    .where('bookings.status', '=', sql.lit('Completed'))
    .where(completedAt, '>=', scope.start)
    .where(completedAt, '<', scope.end)
    .$if(scope.branch !== undefined, (qb) => qb.where('cars.branch', '=', scope.branch!))
    .select((eb) => [
      eb.fn.countAll().as('rentals'),
      eb.fn
        .sum<number>(
          sql`case when bills.booking_id is null then bookings.total_amount else bills.total - bills.charges end`,
        )
        .as('rental'),
      eb.fn.sum<number>(sql`coalesce(bills.charges, 0)`).as('charges'),
      eb.fn.sum<number>('bookings.total_days').as('days'),
    ])
    .executeTakeFirstOrThrow();
  return {
    rentals: num(row.rentals),
    rental: num(row.rental),
    charges: num(row.charges),
    days: num(row.days),
  };
}

/** When money moved: the admin's decision on a checked entry, else its recording. */
const movedAt = sql<string>`coalesce(payments.decided_at, payments.recorded_at)`;

/** Received ledger entries whose money moved in the period, summed by kind. */
export async function receivedByKind(db: Db, scope: ReportScope): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('bookings', 'bookings.id', 'payments.booking_id')
    .innerJoin('cars', 'cars.id', 'bookings.car_id')
    .where('payments.status', '=', sql.lit('received'))
    .where(movedAt, '>=', scope.start)
    .where(movedAt, '<', scope.end)
    .$if(scope.branch !== undefined, (qb) => qb.where('cars.branch', '=', scope.branch!))
    .groupBy('payments.kind')
    .select((eb) => ['payments.kind', eb.fn.sum<number>('payments.amount').as('amount')])
    .execute();
  return new Map(rows.map((r) => [r.kind, num(r.amount)]));
}

/** Bookings whose pickup falls in the period, counted by status. */
export async function bookingsByStatus(db: Db, scope: ReportScope): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('cars', 'cars.id', 'bookings.car_id')
    .where('bookings.pickup_at', '>=', scope.start)
    .where('bookings.pickup_at', '<', scope.end)
    .$if(scope.branch !== undefined, (qb) => qb.where('cars.branch', '=', scope.branch!))
    .groupBy('bookings.status')
    .select((eb) => ['bookings.status', eb.fn.countAll().as('count')])
    .execute();
  return new Map(rows.map((r) => [r.status, num(r.count)]));
}

/** Statuses whose booking holds the car for the business (a Pending one is only asked for). */
const HOLDING = [sql.lit('Confirmed'), sql.lit('Completed')];

/** Per car: seconds of Confirmed and Completed bookings inside the period. */
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
    .innerJoin('cars', 'cars.id', 'bookings.car_id')
    .where('bookings.status', 'in', HOLDING)
    .where('bookings.pickup_at', '<', scope.end)
    .where('bookings.return_at', '>', scope.start)
    .$if(scope.branch !== undefined, (qb) => qb.where('cars.branch', '=', scope.branch!))
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
    .innerJoin('cars', 'cars.id', 'bookings.car_id')
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
      'cars.branch',
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
    .$if(scope.branch !== undefined, (qb) => qb.where('cars.branch', '=', scope.branch!))
    .$if(after !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('bookings.pickup_at', '>', after!.at),
          eb.and([eb('bookings.pickup_at', '=', after!.at), eb('bookings.id', '>', after!.id)]),
        ]),
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
    .innerJoin('cars', 'cars.id', 'bookings.car_id')
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
      'cars.branch',
    ])
    .where(movedAt, '>=', scope.start)
    .where(movedAt, '<', scope.end)
    .$if(scope.branch !== undefined, (qb) => qb.where('cars.branch', '=', scope.branch!))
    .$if(after !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb(movedAt, '>', after!.at),
          eb.and([eb(movedAt, '=', after!.at), eb('payments.id', '>', after!.id)]),
        ]),
      ),
    )
    .orderBy(movedAt)
    .orderBy('payments.id')
    .limit(size)
    .execute();
}

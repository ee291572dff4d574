import { sql, type ExpressionBuilder } from 'kysely';
import { clashBounds, type Period } from '@rental/shared/availability';
import {
  ACTIVE_BOOKING_STATUSES,
  CLEANING_BUFFER_MS,
  type BookingStatus,
} from '@rental/shared/constants';
import type { Db } from './database';
import type { Database } from './schema';

// The SQL twin of the availability rule in packages/shared/src/availability.ts: another interval
// takes the car for a period when it starts before period.to + buffer and ends after
// period.from - buffer. The two bounds come from the shared clashBounds(); stored instants are
// ISO 8601 UTC text of one fixed width, so comparing them as text compares the instants, on
// SQLite and PostgreSQL alike. Search, car pages, the booking POST and the admin all ask here,
// so the repositories of availability, bookings and cars share these pieces.

/** The bounds of the rule as stored text. */
export interface SqlBounds {
  startsBefore: string;
  endsAfter: string;
}

export function sqlBounds(period: Period, bufferMs: number = CLEANING_BUFFER_MS): SqlBounds {
  const { startsBefore, endsAfter } = clashBounds(period, bufferMs);
  return { startsBefore: startsBefore.toISOString(), endsAfter: endsAfter.toISOString() };
}

/**
 * Statuses as SQL literals, not parameters: the partial index bookings_active_car_return
 * (status in ('Pending', 'Confirmed')) is only used when the query names the same literals.
 */
function statusLiterals(statuses: readonly BookingStatus[]) {
  return statuses.map((s) => sql.lit(s));
}

/** For a query over cars: the car of the current row is taken for the period. */
export function carTaken(eb: ExpressionBuilder<Database, 'cars'>, b: SqlBounds) {
  return eb.or([
    eb('cars.available', '=', 0),
    eb.exists(
      eb
        .selectFrom('bookings')
        .select(sql.lit(1).as('one'))
        .whereRef('bookings.car_id', '=', 'cars.id')
        .where('bookings.status', 'in', statusLiterals(ACTIVE_BOOKING_STATUSES))
        .where('bookings.return_at', '>', b.endsAfter)
        .where('bookings.pickup_at', '<', b.startsBefore),
    ),
    eb.exists(
      eb
        .selectFrom('maintenance_blocks')
        .select(sql.lit(1).as('one'))
        .whereRef('maintenance_blocks.car_id', '=', 'cars.id')
        .where('maintenance_blocks.end_at', '>', b.endsAfter)
        .where('maintenance_blocks.start_at', '<', b.startsBefore),
    ),
  ]);
}

/** Whether any Pending or Confirmed booking or any block of one car clashes (the booking POST). */
export async function hasClash(db: Db, carId: string, b: SqlBounds): Promise<boolean> {
  const row = await db
    .selectFrom('bookings')
    .select('id')
    .where('car_id', '=', carId)
    .where('status', 'in', statusLiterals(ACTIVE_BOOKING_STATUSES))
    .where('return_at', '>', b.endsAfter)
    .where('pickup_at', '<', b.startsBefore)
    .unionAll(
      db
        .selectFrom('maintenance_blocks')
        .select('id')
        .where('car_id', '=', carId)
        .where('end_at', '>', b.endsAfter)
        .where('start_at', '<', b.startsBefore),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface ClashingBookingsOptions {
  /** Default: Pending and Confirmed, the statuses that hold a car. */
  statuses?: readonly BookingStatus[];
  exceptId?: string;
}

/** One car's bookings clashing with the period, by pickup. */
export function clashingBookings(
  db: Db,
  carId: string,
  b: SqlBounds,
  { statuses = ACTIVE_BOOKING_STATUSES, exceptId }: ClashingBookingsOptions = {},
) {
  return db
    .selectFrom('bookings')
    .select(['id', 'customer_name', 'status', 'pickup_at', 'return_at'])
    .where('car_id', '=', carId)
    .where('status', 'in', statusLiterals(statuses))
    .where('return_at', '>', b.endsAfter)
    .where('pickup_at', '<', b.startsBefore)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!))
    .orderBy('pickup_at')
    .orderBy('id')
    .execute();
}

/** One car's maintenance blocks clashing with the period, by start. */
export function clashingBlocks(db: Db, carId: string, b: SqlBounds) {
  return db
    .selectFrom('maintenance_blocks')
    .selectAll()
    .where('car_id', '=', carId)
    .where('end_at', '>', b.endsAfter)
    .where('start_at', '<', b.startsBefore)
    .orderBy('start_at')
    .orderBy('id')
    .execute();
}

import { sql } from 'kysely';
import type { Db } from '../../db/database';

// The SQL of the fleet timeline (docs/product.md#fleet-timeline): cars of a branch, and the
// bookings and blocks overlapping a window. Takes db or a transaction.

/** A window of stored instants [start, end) and a branch, if one. */
export interface TimelineScope {
  start: string;
  end: string;
  branch: string | null;
}

export function timelineCars(db: Db, branch: string | null) {
  return db
    .selectFrom('cars')
    .select(['id', 'name', 'registration_number', 'branch'])
    .where('deleted_at', 'is', null)
    .$if(branch !== null, (qb) => qb.where('branch', '=', branch!))
    .orderBy('branch')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Bookings that are not cancelled, of live cars, with whether the car is out with the renter now. */
function liveBookings(db: Db) {
  return db
    .selectFrom('bookings')
    .innerJoin('cars', 'cars.id', 'bookings.car_id')
    .leftJoin('handovers as pickup', (join) =>
      join.onRef('pickup.booking_id', '=', 'bookings.id').on('pickup.kind', '=', sql.lit('pickup')),
    )
    .leftJoin('handovers as back', (join) =>
      join.onRef('back.booking_id', '=', 'bookings.id').on('back.kind', '=', sql.lit('return')),
    )
    .select([
      'bookings.id',
      'bookings.car_id',
      'bookings.status',
      'bookings.customer_name',
      'bookings.customer_phone',
      'bookings.car_name',
      'bookings.car_number',
      'bookings.pickup_at',
      'bookings.return_at',
      sql<number>`case when pickup.id is not null and back.id is null then 1 else 0 end`.as(
        'on_trip',
      ),
      sql<number>`case when back.id is not null then 1 else 0 end`.as('returned'),
    ])
    .where('bookings.status', '<>', sql.lit('Cancelled'))
    .where('cars.deleted_at', 'is', null);
}

export type TimelineBookingRow = Awaited<ReturnType<typeof bookingsInWindow>>[number];

/**
 * Live bookings overlapping the window, of the branch's cars now: each car's row shows all the
 * time it is taken, whichever branch a booking belongs to.
 */
export function bookingsInWindow(db: Db, scope: TimelineScope) {
  return liveBookings(db)
    .$if(scope.branch !== null, (qb) => qb.where('cars.branch', '=', scope.branch!))
    .where('bookings.pickup_at', '<', scope.end)
    .where('bookings.return_at', '>', scope.start)
    .orderBy('bookings.pickup_at')
    .orderBy('bookings.id')
    .execute();
}

/**
 * Live bookings of the branch whose pickup (or return) falls in the window, in time order: the
 * branch's own bookings, which its staff hand over and take back.
 */
export function bookingsDue(db: Db, scope: TimelineScope, column: 'pickup_at' | 'return_at') {
  const at = `bookings.${column}` as const;
  return liveBookings(db)
    .$if(scope.branch !== null, (qb) => qb.where('bookings.branch', '=', scope.branch!))
    .where(at, '>=', scope.start)
    .where(at, '<', scope.end)
    .orderBy(at)
    .orderBy('bookings.id')
    .execute();
}

export function blocksInWindow(db: Db, scope: TimelineScope) {
  return db
    .selectFrom('maintenance_blocks')
    .innerJoin('cars', 'cars.id', 'maintenance_blocks.car_id')
    .select([
      'maintenance_blocks.id',
      'maintenance_blocks.car_id',
      'maintenance_blocks.reason',
      'maintenance_blocks.start_at',
      'maintenance_blocks.end_at',
    ])
    .where('maintenance_blocks.start_at', '<', scope.end)
    .where('maintenance_blocks.end_at', '>', scope.start)
    .where('cars.deleted_at', 'is', null)
    .$if(scope.branch !== null, (qb) => qb.where('cars.branch', '=', scope.branch!))
    .orderBy('maintenance_blocks.start_at')
    .execute();
}

import { sql } from 'kysely';
import { OPEN_BOOKING_STATUSES, recentReturnSince } from '@rental/shared/staff-reach';
import type { Db } from './database';

// docs/product.md#back-office: a staff member sees the bookings of their branch (each booking's
// own branch, docs/decisions/023-booking-keeps-its-branch.md) with their payments, the
// maintenance blocks of their branch's cars; and only the renters with an open or recent
// booking there, with their documents (docs/product.md#customers); the owner sees every branch.
// The SQL of that rule, used by the repositories that list or look up those rows.

/** The branch an admin's reads are limited to; null for the owner (every branch). */
export type BranchScope = string | null;

/**
 * The bookings that put their renter in their branch's reach: open, or Completed with a return
 * in the last RECENT_BOOKING_DAYS; never a Cancelled one. The return counts from when the car
 * came back (the return handover), else from the booked return, so a booking returned early is
 * not kept in reach by its booked date. The one place the rule is written: the directory, the
 * renter's record and their documents all ask here.
 */
export function reachingBookings(db: Db, now: Date) {
  const since = recentReturnSince(now);
  return db.selectFrom('bookings').where((eb) =>
    eb.or([
      eb('bookings.status', 'in', [...OPEN_BOOKING_STATUSES]),
      eb.and([
        eb('bookings.status', '=', 'Completed'),
        eb(
          sql<string>`coalesce((select max(handovers.at) from handovers
              where handovers.booking_id = bookings.id and handovers.kind = 'return'),
              bookings.return_at)`,
          '>=',
          since,
        ),
      ]),
    ]),
  );
}

/** The renters a branch's staff may see (their record and documents are in scope). */
export function rentersOfBranch(db: Db, branch: string, now: Date) {
  return reachingBookings(db, now)
    .select('bookings.customer_id')
    .where('bookings.branch', '=', branch);
}

/** The branches whose staff may see the renter. */
export async function branchesReaching(db: Db, customerId: string, now: Date): Promise<string[]> {
  const rows = await reachingBookings(db, now)
    .select('bookings.branch')
    .distinct()
    .where('bookings.customer_id', '=', customerId)
    .execute();
  return rows.map((r) => r.branch);
}

import type { Db } from './database';

// docs/product.md#back-office: a staff member sees the bookings of their branch (each booking's
// own branch, docs/decisions/023-booking-keeps-its-branch.md) with their payments, the
// maintenance blocks of their branch's cars and the documents of renters who booked there; the
// owner sees every branch. The SQL of that rule, used by the repositories that list or look up
// those rows.

/** The branch an admin's reads are limited to; null for the owner (every branch). */
export type BranchScope = string | null;

/** The renters with a booking of the branch (their documents are in scope). */
export function rentersOfBranch(db: Db, branch: string) {
  return db
    .selectFrom('bookings')
    .select('bookings.customer_id')
    .where('bookings.branch', '=', branch);
}

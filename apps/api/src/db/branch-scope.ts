import type { Db } from './database';

// docs/product.md#back-office: a staff member sees the bookings, payments, maintenance blocks and
// documents of their branch's cars only; the owner sees every branch. The SQL of that rule, used
// by the repositories that list or look up those rows.

/** The branch an admin's reads are limited to; null for the owner (every branch). */
export type BranchScope = string | null;

/** The ids of the branch's cars (deleted ones too: their bookings keep their branch). */
export function carsOfBranch(db: Db, branch: string) {
  return db.selectFrom('cars').select('cars.id').where('cars.branch', '=', branch);
}

/** The renters with a booking of one of the branch's cars (their documents are in scope). */
export function rentersOfBranch(db: Db, branch: string) {
  return db
    .selectFrom('bookings')
    .select('bookings.customer_id')
    .where('bookings.car_id', 'in', carsOfBranch(db, branch));
}

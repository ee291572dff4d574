import { DOCUMENT_MESSAGES } from '@rental/shared/documents';
import { MESSAGES } from '@rental/shared/messages';
import { PAYMENT_MESSAGES } from '@rental/shared/payments';
import { branchesReaching, type BranchScope } from '../../db/branch-scope';
import type { Deps } from '../../deps';
import { NotFoundError } from '../../errors';
import type { AuthUser } from '../../auth-user';
import { branchesOf, type ScopedEntity } from './branch-scope.repository';

// docs/product.md#back-office and docs/decisions/018-staff-roles-and-two-factor.md: the one
// place that says what a staff member may reach. The owner reaches every branch; a staff member
// only their branch's cars and bookings (a booking's own branch, with its payments) and the
// renters with an open or recent booking there (docs/product.md#customers), and any other
// answers 404 as if it did not exist.

export type { BranchScope } from '../../db/branch-scope';
export type { ScopedEntity } from './branch-scope.repository';

/** Matches no branch: a staff account without one sees nothing rather than everything. */
const NO_BRANCH = '';

/** The users whose branch was asked for: their request applied the rule (plugins/branch-scope.ts). */
const asked = new WeakSet<AuthUser>();

/** The branch the user's reads are limited to; null for the owner, a renter or a visitor. */
export function scopeOf(user: AuthUser | null | undefined): BranchScope {
  if (user) asked.add(user);
  if (user?.role !== 'admin' || user.staff?.role !== 'staff') return null;
  return user.staff.branch ?? NO_BRANCH;
}

/** Whether this request's user was limited to a branch (or found to be the owner) yet. */
export const branchWasAsked = (user: AuthUser): boolean => asked.has(user);

const NOT_FOUND: Record<ScopedEntity, string> = {
  booking: 'Booking not found.',
  car: MESSAGES.bookingCarNotFound,
  payment: PAYMENT_MESSAGES.paymentNotFound,
  document: DOCUMENT_MESSAGES.notFound,
};

/**
 * Refuses (404) a row of another branch to a staff member. A row that does not exist passes, so
 * the call answers its own 404, the same.
 */
export async function checkInScope(
  // The clock dates a document's reach (recent bookings); rows of other kinds need none.
  deps: Pick<Deps, 'db'> & Partial<Pick<Deps, 'clock'>>,
  user: AuthUser | null,
  entity: ScopedEntity,
  id: string,
): Promise<void> {
  const scope = scopeOf(user);
  if (scope === null) return;
  const now = deps.clock ? deps.clock() : new Date();
  const branches = await branchesOf(deps.db, entity, id, now);
  if (branches && !branches.includes(scope)) throw new NotFoundError(NOT_FOUND[entity]);
}

/**
 * Refuses (404, `message`) a renter out of the staff member's reach: no open or recent booking
 * at their branch (docs/product.md#customers). The owner reaches every renter.
 */
export async function checkRenterInScope(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: AuthUser | null,
  customerId: string,
  message: string,
): Promise<void> {
  const scope = scopeOf(user);
  if (scope === null) return;
  const branches = await branchesReaching(deps.db, customerId, deps.clock());
  if (!branches.includes(scope)) throw new NotFoundError(message);
}

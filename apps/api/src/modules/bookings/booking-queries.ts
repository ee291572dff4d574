import type { Booking, BookingListQuerySchema } from '@rental/shared/bookings';
import type { BookingAllowance } from '@rental/shared/payments';
import type { AuditEntry } from '@rental/shared/audit';
import type { z } from 'zod';
import type { Db, Deps } from '../../deps';
import { ForbiddenError } from '../../errors';
import { isRenterBlocked } from '../customers/block.service';
import { hasApprovedLicenceAndId } from '../documents/documents.service';
import type { AuthUser, Role } from '../../auth-user';
import { scopeOf, type BranchScope } from '../staff/branch-scope';
import { toBooking } from './booking-json';
import {
  countPending,
  historyOf,
  listBookings as listBookingRows,
  listCustomerBookings,
  type BookingRow,
} from './bookings.repository';
import { paymentsOf } from '../payments/ledger.service';
import { auditOfBooking } from '../audit/audit.service';
import {
  bookingFor,
  findBookingById,
  handoverDetailsOf,
} from '../booking-record/booking-record.service';

// Reading bookings: the admin's filtered list, one customer's own, and one booking.

type ListQuery = z.output<typeof BookingListQuerySchema>;
export type ReadDeps = Pick<Deps, 'db' | 'config' | 'clock'>;

/** The rows as the API speaks them to `viewer`, each with its history and ledger. */
export async function withDetails(
  deps: ReadDeps,
  rows: BookingRow[],
  viewer: Role,
): Promise<Booking[]> {
  const ids = rows.map((r) => r.id);
  const history = await historyOf(deps.db, ids);
  const payments = await paymentsOf(deps.db, ids);
  const handovers = await handoverDetailsOf(deps.db, ids);
  const context = { now: deps.clock(), config: deps.config };
  return rows.map((r) =>
    toBooking(
      r,
      history.get(r.id) ?? [],
      payments.get(r.id) ?? [],
      viewer,
      context,
      handovers.get(r.id),
    ),
  );
}

export async function listBookings(
  deps: ReadDeps,
  query: ListQuery,
  scope: BranchScope,
): Promise<{ bookings: Booking[]; total: number }> {
  const { rows, total } = await listBookingRows(deps.db, {
    branch: scope,
    status: query.status === 'All' ? undefined : query.status,
    search: query.search,
    newestFirst: query.sort === 'newest',
    limit: query.limit,
    offset: query.offset,
  });
  return { bookings: await withDetails(deps, rows, 'admin'), total };
}

/**
 * docs/product.md#security: a customer sees only their own bookings; the admin sees anyone's,
 * a staff member only those of their branch's cars.
 */
export async function listBookingsOfCustomer(
  deps: ReadDeps,
  actor: AuthUser,
  customerId: string,
): Promise<Booking[]> {
  if (actor.role !== 'admin' && actor.id !== customerId) {
    throw new ForbiddenError('You can only see your own bookings.');
  }
  const rows = await listCustomerBookings(deps.db, customerId, scopeOf(actor));
  return withDetails(deps, rows, actor.role);
}

/** The booking as `viewer` reads it, from inside the transaction that changed it. */
export async function bookingAfterChange(
  deps: Pick<Deps, 'config' | 'clock'>,
  trx: Db,
  id: string,
  viewer: Role,
): Promise<Booking> {
  // deps is the app itself, whose decorations a spread would not copy.
  const read = { db: trx, config: deps.config, clock: deps.clock };
  const [booking] = await withDetails(read, [(await findBookingById(trx, id))!], viewer);
  return booking!;
}

/** GET /api/bookings/{id}: one booking for its renter or the admin. */
export async function getBooking(deps: ReadDeps, actor: AuthUser, id: string): Promise<Booking> {
  const row = await bookingFor(deps, actor, id);
  const [booking] = await withDetails(deps, [row], actor.role);
  if (actor.role !== 'admin') return booking!;
  // Staff at the counter see whether the originals must be checked (the pickup's own rule).
  return { ...booking!, documentsApproved: await hasApprovedLicenceAndId(deps, row.customer_id) };
}

/**
 * GET /api/bookings/allowance: how many Pending bookings the renter holds, of how many, and
 * whether the renter is blocked (docs/product.md#customers).
 */
export async function bookingAllowance(
  deps: Pick<Deps, 'db' | 'config'>,
  customerId: string,
): Promise<BookingAllowance> {
  return {
    pending: await countPending(deps.db, customerId),
    maxPending: deps.config.maxPendingBookings,
    blocked: await isRenterBlocked(deps, customerId),
  };
}

/** GET /api/bookings/{id}/audit: the booking's own changes, newest first (404 when unseen). */
export async function bookingAudit(
  deps: Pick<Deps, 'db'>,
  actor: AuthUser,
  id: string,
): Promise<AuditEntry[]> {
  const booking = await bookingFor(deps, actor, id);
  return auditOfBooking(deps, booking.id);
}

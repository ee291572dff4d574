import type { Booking, BookingListQuerySchema } from '@rental/shared/bookings';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { ForbiddenError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { toBooking } from './booking-json';
import {
  historyOf,
  listBookings as listBookingRows,
  listCustomerBookings,
  type BookingRow,
} from './bookings.repository';

// Reading bookings: the admin's filtered list and one customer's own.

type ListQuery = z.output<typeof BookingListQuerySchema>;

/** The rows as the API speaks them, each with its status history. */
export async function withHistories(db: Deps['db'], rows: BookingRow[]): Promise<Booking[]> {
  const history = await historyOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toBooking(r, history.get(r.id) ?? []));
}

export async function listBookings(
  deps: Pick<Deps, 'db'>,
  query: ListQuery,
): Promise<{ bookings: Booking[]; total: number }> {
  const { rows, total } = await listBookingRows(deps.db, {
    status: query.status === 'All' ? undefined : query.status,
    search: query.search ? query.search.toLowerCase() : undefined,
    newestFirst: query.sort === 'newest',
    limit: query.limit,
    offset: query.offset,
  });
  return { bookings: await withHistories(deps.db, rows), total };
}

/** docs/product.md#security: a customer sees only their own bookings; the admin sees anyone's. */
export async function listBookingsOfCustomer(
  deps: Pick<Deps, 'db'>,
  actor: AuthUser,
  customerId: string,
): Promise<Booking[]> {
  if (actor.role !== 'admin' && actor.id !== customerId) {
    throw new ForbiddenError('You can only see your own bookings.');
  }
  return withHistories(deps.db, await listCustomerBookings(deps.db, customerId));
}

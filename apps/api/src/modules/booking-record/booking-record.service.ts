import { toKolkataDate, toKolkataTime } from '@rental/shared/kolkata-time';
import type { Db, Deps } from '../../deps';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { AuthUser, Role } from '../../auth-user';
import { findBookingById, insertStatusChange, type BookingRow } from './booking-record.repository';

// The booking record other modules build on (apps/api/README.md#layers-and-imports): who may
// see a booking, its history lines and how their author reads. Bookings, payments and handover
// all change one booking; each reaches the row through here rather than through each other.

export {
  cancellationOf,
  findBookingById,
  handoverDetailsOf,
  hasPickup,
  insertStatusChange,
  updateBooking,
  type BookingRow,
  type HandoverDetails,
  type HandoverRow,
} from './booking-record.repository';

/** The booking row, when `actor` may see it: its renter or the admin (404, else 403). */
export async function bookingFor(
  deps: Pick<Deps, 'db'>,
  actor: AuthUser,
  id: string,
): Promise<BookingRow> {
  const row = await findBookingById(deps.db, id);
  if (!row) throw new NotFoundError('Booking not found.');
  if (actor.role !== 'admin' && row.customer_id !== actor.id) {
    throw new ForbiddenError('You can only see your own bookings.');
  }
  return row;
}

/** The booking as `user` may see it: the admin any, a renter only their own (else not found). */
export async function bookingSeenBy(
  { db }: Pick<Deps, 'db'>,
  user: AuthUser,
  bookingId: string,
): Promise<BookingRow> {
  const booking = await findBookingById(db, bookingId);
  if (!booking || (user.role === 'customer' && booking.customer_id !== user.id)) {
    throw new NotFoundError('Booking not found.');
  }
  return booking;
}

/**
 * Who changed a status, as `viewer` may see it: the admin's own lists keep the admin's e-mail,
 * a renter only ever reads "admin" (docs/product.md#security).
 */
export function changedByFor(viewer: Role, changedBy: string): string {
  return viewer !== 'admin' && changedBy.startsWith('admin:') ? 'admin' : changedBy;
}

/** '2026-11-27 09:00' in Kolkata. */
export const kolkataWhen = (instant: string) =>
  `${toKolkataDate(instant)} ${toKolkataTime(instant)}`;

/** One line of the booking's history: its status after the change, who, when and what. */
export function addHistory(
  db: Db,
  bookingId: string,
  line: { status: string; at: string; by: string; note: string },
): Promise<void> {
  return insertStatusChange(db, {
    booking_id: bookingId,
    status: line.status,
    changed_at: line.at,
    changed_by: line.by,
    note: line.note,
  });
}

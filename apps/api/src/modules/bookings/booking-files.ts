import type { Deps } from '../../deps';
import { NotFoundError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { largeKey, thumbKey } from '../uploads/image-pipeline';
import type { StoredFile } from '../uploads/storage';
import { findBookingById, type BookingRow } from './bookings.repository';
import { listHandovers } from '../handover/handover.repository';
import { HANDOVER_FOLDER } from '../handover/handover-photos';

// Private files of a booking (docs/product.md#handover-and-bill): its handover photos, and the
// check that a renter reaches only their own booking's files (anyone else gets 404).

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

/** A handover photo (`<id>.webp` or `<id>-thumb.webp`) of a booking the user may see. */
export async function handoverPhoto(
  deps: Pick<Deps, 'db' | 'storage'>,
  user: AuthUser,
  bookingId: string,
  name: string,
): Promise<StoredFile> {
  await bookingSeenBy(deps, user, bookingId);
  const bases = (await listHandovers(deps.db, bookingId)).flatMap(
    (row) => JSON.parse(row.photos) as string[],
  );
  const key = `${HANDOVER_FOLDER}/${name}`;
  const file = bases.some((base) => key === largeKey(base) || key === thumbKey(base))
    ? await deps.storage.get(key)
    : undefined;
  if (!file) throw new NotFoundError('Photo not found.');
  return file;
}

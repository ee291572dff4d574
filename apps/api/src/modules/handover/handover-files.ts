import type { Deps } from '../../deps';
import { NotFoundError } from '../../errors';
import type { AuthUser } from '../../auth-user';
import { largeKey, thumbKey } from '../uploads/image-pipeline';
import type { StoredFile } from '../uploads/storage';
import { listHandovers } from './handover.repository';
import { HANDOVER_FOLDER } from './handover-photos';
import { bookingSeenBy } from '../booking-record/booking-record.service';
import { storedPhotos } from '../booking-record/stored-photos-json';

// Private files of a booking (docs/product.md#handover-and-bill): its handover photos, for the
// admin and the booking's own renter (anyone else gets 404).

/** A handover photo (`<id>.webp` or `<id>-thumb.webp`) of a booking the user may see. */
export async function handoverPhoto(
  deps: Pick<Deps, 'db' | 'storage'>,
  user: AuthUser,
  bookingId: string,
  name: string,
): Promise<StoredFile> {
  await bookingSeenBy(deps, user, bookingId);
  const bases = (await listHandovers(deps.db, bookingId)).flatMap((row) =>
    storedPhotos(row.photos).map((photo) => photo.key),
  );
  const key = `${HANDOVER_FOLDER}/${name}`;
  const file = bases.some((base) => key === largeKey(base) || key === thumbKey(base))
    ? await deps.storage.get(key)
    : undefined;
  if (!file) throw new NotFoundError('Photo not found.');
  return file;
}

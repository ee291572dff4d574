import {
  HANDOVER_MESSAGES,
  MAX_HANDOVER_PHOTOS,
  MIN_HANDOVER_PHOTO_SIDE,
} from '@rental/shared/handover';
import type { Deps } from '../../deps';
import {
  deleteImages,
  encodeImages,
  storeImages,
  type UploadedFile,
} from '../uploads/image-pipeline';
import type { FileLimit } from '../uploads/multipart-form';

// docs/product.md#handover-and-bill: the photos of the car a pickup or return record carries,
// where they are stored and how many of what size a record takes.

export const HANDOVER_FOLDER = 'handovers';

export const PHOTOS: FileLimit = {
  count: MAX_HANDOVER_PHOTOS,
  tooMany: HANDOVER_MESSAGES.tooManyPhotos,
  field: 'photos',
  minSide: { px: MIN_HANDOVER_PHOTO_SIDE, tooSmall: HANDOVER_MESSAGES.photoTooSmall },
};

/**
 * Encodes and stores the photos before the transaction (the slow part), and removes them again
 * when the record is refused.
 */
export async function withPhotos<T>(
  deps: Pick<Deps, 'storage'>,
  files: readonly UploadedFile[],
  record: (keys: string[]) => Promise<T>,
): Promise<T> {
  const keys = await storeImages(deps.storage, HANDOVER_FOLDER, await encodeImages(files, PHOTOS));
  try {
    return await record(keys);
  } catch (error) {
    await deleteImages(deps.storage, keys);
    throw error;
  }
}

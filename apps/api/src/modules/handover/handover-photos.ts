import {
  HANDOVER_MESSAGES,
  MAX_HANDOVER_PHOTOS,
  MIN_HANDOVER_PHOTO_SIDE,
} from '@rental/shared/handover';
import {
  PHOTO_MESSAGES,
  photoCites,
  photoSetProblem,
  type PhotoTakenSchema,
} from '@rental/shared/handover-photos';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { ValidationError } from '../../errors';
import type { StoredPhoto } from '../booking-record/stored-photos-json';
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

type PhotoTaken = z.output<typeof PhotoTakenSchema>;

/**
 * docs/product.md#condition-photos: the record describes each uploaded photo in order; every named
 * position once, close-ups beside them. Checked before the slow encoding.
 */
export function describedPhotos(
  described: readonly PhotoTaken[],
  files: readonly UploadedFile[],
  takenBy: string,
  now: Date,
): (keys: readonly string[]) => string {
  const problem = photoSetProblem(described);
  if (problem) throw new ValidationError(problem, { photos: problem });
  if (described.length !== files.length) {
    throw new ValidationError(PHOTO_MESSAGES.photosUndescribed, {
      photos: PHOTO_MESSAGES.photosUndescribed,
    });
  }
  return (keys) =>
    JSON.stringify(
      keys.map((key, i): StoredPhoto => ({
        key,
        position: described[i]!.position,
        note: described[i]!.note,
        // A phone's clock may be off: a time in the future is the server's now.
        takenAt: earlier(described[i]!.takenAt, now),
        takenBy,
      })),
    );
}

function earlier(takenAt: string | undefined, now: Date): string {
  const at = takenAt ? new Date(takenAt) : now;
  return (at.getTime() < now.getTime() ? at : now).toISOString();
}

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

/**
 * docs/product.md#condition-photos: each damage line of a return cites at least one photo (the
 * schema) and only photos this return takes. Answers the cites of each damage line, for the audit.
 */
export function damageCites(
  described: readonly PhotoTaken[],
  charges: readonly { kind: string; photos: string[] }[],
): string[][] {
  const cites = photoCites(described);
  charges.forEach((charge, i) => {
    if (charge.kind === 'damage' && charge.photos.length === 0) {
      throw new ValidationError(PHOTO_MESSAGES.damageNeedsPhoto, {
        [`charges.${i}.photos`]: PHOTO_MESSAGES.damageNeedsPhoto,
      });
    }
    if (charge.photos.some((cite) => !cites.includes(cite))) {
      throw new ValidationError(PHOTO_MESSAGES.damageUnknownPhoto, {
        [`charges.${i}.photos`]: PHOTO_MESSAGES.damageUnknownPhoto,
      });
    }
  });
  return charges.filter((charge) => charge.kind === 'damage').map((charge) => charge.photos);
}

import { useState } from 'react';
import type { PositionPhotos } from './use-position-photos';

/**
 * The word about a handover's photos after a refused save. Once the staff take or change a photo
 * it follows the photos as they now stand: "Missing: …" shrinks as positions are taken and goes
 * when nothing is missing (docs/product.md#condition-photos).
 */
export function usePhotoError(photos: PositionPhotos) {
  const [refusal, setRefusal] = useState<{
    message: string;
    named: PositionPhotos['named'];
    closeUps: PositionPhotos['closeUps'];
  } | null>(null);
  const unchanged =
    refusal !== null && refusal.named === photos.named && refusal.closeUps === photos.closeUps;
  const error = refusal === null ? null : unchanged ? refusal.message : photos.problem();
  const setError = (message: string | null) =>
    setRefusal(
      message === null ? null : { message, named: photos.named, closeUps: photos.closeUps },
    );
  return [error, setError] as const;
}

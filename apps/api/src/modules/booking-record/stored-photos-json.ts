import type { PhotoPosition } from '@rental/shared/handover-photos';

// docs/product.md#condition-photos: a handover row's `photos` column, as JSON. The records made
// before the positions were named hold bare storage keys; the later ones hold what each photo
// shows, when it was taken and by whom. Both read the same here.

export interface StoredPhoto {
  key: string;
  position: PhotoPosition | 'close-up' | null;
  note: string;
  takenAt: string | null;
  takenBy: string | null;
}

export function storedPhotos(json: string): StoredPhoto[] {
  return (JSON.parse(json) as (string | StoredPhoto)[]).map((entry) =>
    typeof entry === 'string'
      ? { key: entry, position: null, note: '', takenAt: null, takenBy: null }
      : entry,
  );
}

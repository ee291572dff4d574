import { useEffect, useRef, useState } from 'react';
import {
  CLOSE_UP,
  MAX_CLOSE_UPS,
  PHOTO_MESSAGES,
  PHOTO_POSITIONS,
  POSITION_LABELS,
  type PhotoPosition,
  type PhotoTaken,
} from '@rental/shared/handover-photos';
import { shrinkPhoto } from '@/lib/shrink-photo';

// docs/product.md#condition-photos: the photos of one handover, one per named position and up
// to MAX_CLOSE_UPS close-ups with a note. Each is made smaller on the phone (about 400 KB at
// most, enough to see a scratch) and keeps the time it was taken.

/** What a phone can send quickly on a mobile network and still shows a scratch. */
const HANDOVER_PHOTO = { maxSide: 1600, maxBytes: 400 * 1024 };

export interface Shot {
  file: File;
  /** Object URL of the preview, revoked when the photo is replaced or the form goes. */
  url: string;
  takenAt: string;
}

export interface CloseUp extends Shot {
  note: string;
}

async function prepare(taken: File): Promise<Shot> {
  const takenAt = new Date().toISOString();
  const file = await shrinkPhoto(taken, HANDOVER_PHOTO);
  return { file, url: URL.createObjectURL(file), takenAt };
}

export function usePositionPhotos() {
  const [named, setNamed] = useState<Partial<Record<PhotoPosition, Shot>>>({});
  const [closeUps, setCloseUps] = useState<CloseUp[]>([]);
  const [preparing, setPreparing] = useState(false);
  const live = useRef<Shot[]>([]);

  useEffect(() => {
    live.current = [...Object.values(named), ...closeUps];
  }, [named, closeUps]);
  useEffect(() => () => live.current.forEach((shot) => URL.revokeObjectURL(shot.url)), []);

  const take = async (position: PhotoPosition, taken: File) => {
    setPreparing(true);
    const shot = await prepare(taken);
    setPreparing(false);
    setNamed((current) => {
      const old = current[position];
      if (old) URL.revokeObjectURL(old.url);
      return { ...current, [position]: shot };
    });
  };

  const addCloseUp = async (taken: File) => {
    if (closeUps.length >= MAX_CLOSE_UPS) return;
    setPreparing(true);
    const shot = await prepare(taken);
    setPreparing(false);
    setCloseUps((current) => [...current, { ...shot, note: '' }]);
  };

  const noteCloseUp = (index: number, note: string) =>
    setCloseUps((current) => current.map((c, i) => (i === index ? { ...c, note } : c)));

  const removeCloseUp = (index: number) =>
    setCloseUps((current) => {
      const gone = current[index];
      if (gone) URL.revokeObjectURL(gone.url);
      return current.filter((_, i) => i !== index);
    });

  const missing = PHOTO_POSITIONS.filter((position) => !named[position]);

  /** Why the photos cannot be sent yet, in the server's words; null when they can. */
  const problem = (): string | null => {
    if (missing.length > 0) {
      return PHOTO_MESSAGES.positionsMissing(missing.map((p) => POSITION_LABELS[p]));
    }
    if (closeUps.some((c) => c.note.trim() === '')) return PHOTO_MESSAGES.closeUpNote;
    return null;
  };

  /** The files in order and the record's description of each. */
  const upload = (): { files: File[]; photos: PhotoTaken[] } => {
    const shots = PHOTO_POSITIONS.map((position) => ({ position, shot: named[position]! }));
    return {
      files: [...shots.map(({ shot }) => shot.file), ...closeUps.map((c) => c.file)],
      photos: [
        ...shots.map(({ position, shot }) => ({ position, takenAt: shot.takenAt })),
        ...closeUps.map((c) => ({ position: CLOSE_UP, note: c.note, takenAt: c.takenAt })),
      ],
    };
  };

  return {
    named,
    closeUps,
    preparing,
    missing,
    take,
    addCloseUp,
    noteCloseUp,
    removeCloseUp,
    problem,
    upload,
  };
}

export type PositionPhotos = ReturnType<typeof usePositionPhotos>;

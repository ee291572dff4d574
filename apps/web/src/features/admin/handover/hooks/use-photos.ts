import { useEffect, useRef, useState } from 'react';
import { HANDOVER_MESSAGES, MAX_HANDOVER_PHOTOS } from '@rental/shared/handover';
import { shrinkPhoto } from '@/lib/shrink-photo';

export interface Photo {
  file: File;
  /** Object URL of the preview, revoked when the photo is removed or the form goes. */
  url: string;
}

/**
 * The photos taken for a handover: each pick adds to them (a phone's camera gives one at a
 * time), at most MAX_HANDOVER_PHOTOS; a pick beyond keeps what fits and says why. Each photo is
 * redrawn smaller first (lib/shrink-photo.ts), one at a time to spare a phone's memory.
 */
export function usePhotos() {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const live = useRef<Photo[]>([]);

  useEffect(() => {
    live.current = photos;
  }, [photos]);
  useEffect(() => () => live.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);

  const add = async (files: readonly File[]) => {
    const kept = files.slice(0, Math.max(0, MAX_HANDOVER_PHOTOS - photos.length));
    setNotice(files.length > kept.length ? HANDOVER_MESSAGES.tooManyPhotos : null);
    if (kept.length === 0) return;
    setPreparing(true);
    const ready: Photo[] = [];
    for (const taken of kept) {
      const file = await shrinkPhoto(taken);
      ready.push({ file, url: URL.createObjectURL(file) });
    }
    setPreparing(false);
    setPhotos((current) => [...current, ...ready]);
  };

  const remove = (index: number) => {
    const gone = photos[index];
    if (gone) URL.revokeObjectURL(gone.url);
    setNotice(null);
    setPhotos(photos.filter((_, i) => i !== index));
  };

  return {
    photos,
    notice,
    preparing,
    add,
    remove,
    full: photos.length >= MAX_HANDOVER_PHOTOS,
  };
}

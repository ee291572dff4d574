// docs/product.md#documents and #handover-and-bill: a phone's camera gives photos of 12 megapixels
// and 3 to 8 MB, over the upload limit and slow on a mobile network. The browser redraws them
// at most PHOTO_MAX_SIDE on their longer side as JPEG before sending (enough to read a licence or
// see a scratch); the server still checks and re-encodes every file it receives.

export const PHOTO_MAX_SIDE = 2000;
/** A photo lighter than this and within PHOTO_MAX_SIDE is sent as it is. */
export const PHOTO_KEEP_BYTES = 2 * 1024 * 1024;
const JPEG_QUALITY = 0.85;

export interface Size {
  width: number;
  height: number;
}

/** The size to draw an image at so that its longer side is at most `maxSide`, keeping its shape. */
export function fitWithin({ width, height }: Size, maxSide = PHOTO_MAX_SIDE): Size {
  const longer = Math.max(width, height);
  if (longer <= maxSide) return { width, height };
  const scale = maxSide / longer;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** "IMG_2041.HEIC" → "IMG_2041.jpg" */
export function jpegName(name: string): string {
  const stem = name.replace(/\.[^./\\]*$/, '');
  return `${stem || 'photo'}.jpg`;
}

/**
 * The photo as it should be sent: redrawn upright (the camera's orientation applied) as a JPEG
 * within PHOTO_MAX_SIDE when it is larger or heavier than needed; anything else (a PDF, a small
 * photo, an image this browser cannot read) unchanged, for the server to judge.
 */
export interface ShrinkTarget {
  maxSide: number;
  /** Keep lowering the JPEG quality (then the size) until the file weighs at most this. */
  maxBytes?: number;
}

export async function shrinkPhoto(
  file: File,
  target: ShrinkTarget = { maxSide: PHOTO_MAX_SIDE },
): Promise<File> {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return file;
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const keepBytes = Math.min(PHOTO_KEEP_BYTES, target.maxBytes ?? Infinity);
    let size = fitWithin(bitmap, target.maxSide);
    if (size.width === bitmap.width && file.size <= keepBytes) return file;
    let blob: Blob | null = null;
    // Each try lowers the quality, then the size, until the photo fits (a few tries at most).
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const quality = Math.max(0.5, JPEG_QUALITY - attempt * 0.1);
      if (attempt >= 4)
        size = fitWithin(size, Math.round(Math.max(size.width, size.height) * 0.75));
      blob = await drawJpeg(bitmap, size, quality);
      if (!blob || !target.maxBytes || blob.size <= target.maxBytes) break;
    }
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } finally {
    bitmap.close();
  }
}

async function drawJpeg(bitmap: ImageBitmap, size: Size, quality: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const draw = canvas.getContext('2d');
  if (!draw) return null;
  // JPEG has no transparency: a PNG's clear parts become white, not black.
  draw.fillStyle = '#fff';
  draw.fillRect(0, 0, size.width, size.height);
  draw.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { ERROR_CODES } from '@rental/shared/api-error';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '@rental/shared/constants';
import { MESSAGES } from '@rental/shared/messages';
import { AppError } from '../../errors';
import { CAR_IMAGES, type FileLimit, type UploadedFile } from './multipart-form';

export type { UploadedFile } from './multipart-form';
import type { Storage } from './storage';

// docs/product.md#cars: images are checked by content, re-encoded to WebP in two sizes (which also
// drops EXIF and every other metadata), and stored all together or not at all.

export interface EncodedImage {
  large: Buffer;
  thumb: Buffer;
}

export const LARGE_WIDTH = 1280;
export const THUMB_WIDTH = 480;
// A 5 MB file can still declare a huge canvas; refuse before decoding it (48 MP phones pass).
const MAX_INPUT_PIXELS = 60_000_000;

const ALLOWED = new Set<string>(IMAGE_MIME_TYPES);

export const largeKey = (base: string) => `${base}.webp`;
export const thumbKey = (base: string) => `${base}-thumb.webp`;

function badImage(message: string, field: string, status = 400): AppError {
  return new AppError(status, ERROR_CODES.badImage, message, { [field]: message });
}

/** Checks every file first, then encodes; throws before anything is stored. */
export async function encodeImages(
  files: readonly UploadedFile[],
  limit: FileLimit = CAR_IMAGES,
): Promise<EncodedImage[]> {
  if (files.length > limit.count) throw badImage(limit.tooMany, limit.field);
  for (const file of files) {
    if (file.data.length > MAX_IMAGE_BYTES) {
      throw new AppError(413, ERROR_CODES.payloadTooLarge, MESSAGES.imageTooLarge, {
        [limit.field]: MESSAGES.imageTooLarge,
      });
    }
    const type = await fileTypeFromBuffer(file.data);
    if (!type || !ALLOWED.has(type.mime)) throw badImage(MESSAGES.uploadBadType, limit.field);
  }
  // sharp works off the main thread, so the files are encoded side by side.
  return Promise.all(files.map((file) => encodeOne(file, limit)));
}

async function encodeOne(file: UploadedFile, limit: FileLimit): Promise<EncodedImage> {
  const { field, minSide } = limit;
  if (minSide) {
    const { width = 0, height = 0 } = await sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS })
      .metadata()
      .catch(() => ({ width: 0, height: 0 }));
    if (Math.min(width, height) < minSide.px) throw badImage(minSide.tooSmall, field);
  }
  try {
    // rotate() with no angle turns the pixels as EXIF says, since the EXIF itself is dropped.
    const source = sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const [large, thumb] = await Promise.all([
      resized(source.clone(), LARGE_WIDTH, 80),
      resized(source.clone(), THUMB_WIDTH, 75),
    ]);
    return { large, thumb };
  } catch {
    // The magic bytes looked right but the picture is damaged or too large to decode.
    throw badImage('One of the images could not be read. Please choose another file.', field);
  }
}

function resized(image: Sharp, size: number, quality: number): Promise<Buffer> {
  // 'inside' caps the height too, so a very tall picture stays small.
  return image
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer();
}

/** Stores encoded images under fresh keys; on any failure removes what it stored. */
export async function storeImages(
  storage: Storage,
  folder: string,
  images: readonly EncodedImage[],
): Promise<string[]> {
  const stored: string[] = [];
  try {
    for (const image of images) {
      const base = `${folder}/${randomUUID()}`;
      stored.push(base);
      await storage.put(largeKey(base), image.large, 'image/webp');
      await storage.put(thumbKey(base), image.thumb, 'image/webp');
    }
    return stored;
  } catch (error) {
    await deleteImages(storage, stored);
    throw error;
  }
}

export async function deleteImages(storage: Storage, bases: readonly string[]): Promise<void> {
  await Promise.allSettled(
    bases.flatMap((base) => [storage.delete(largeKey(base)), storage.delete(thumbKey(base))]),
  );
}

export function imageUrls(storage: Storage, bases: readonly string[]) {
  return {
    images: bases.map((base) => storage.publicUrl(largeKey(base))),
    thumbnails: bases.map((base) => storage.publicUrl(thumbKey(base))),
  };
}

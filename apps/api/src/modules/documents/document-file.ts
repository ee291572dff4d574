import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ERROR_CODES } from '@rental/shared/api-error';
import {
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_PIXELS,
  MIN_DOCUMENT_IMAGE_SIDE,
} from '@rental/shared/documents';
import { AppError } from '../../errors';
import { checkPdfContent } from './pdf-check';

// docs/product.md#documents: a document is judged by its content, never by its name or the type
// the browser claims. Images are decoded and encoded again, which keeps the pixels and drops
// everything else (EXIF with the phone's location, comments, trailing data); PDFs cannot be
// re-encoded here, so they are refused when they carry anything that could run in a viewer, in
// plain sight or inside a compressed stream (pdf-check.ts).

export interface CheckedFile {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  extension: 'jpg' | 'png' | 'pdf';
}

/** Large enough to read a licence's small print, small enough to keep the database lean. */
const MAX_SIDE = 2400;
function refuse(message: string, status = 400): AppError {
  const code = status === 413 ? ERROR_CODES.payloadTooLarge : ERROR_CODES.badImage;
  return new AppError(status, code, message, { file: message });
}

export async function checkDocumentFile(data: Buffer): Promise<CheckedFile> {
  if (data.length > MAX_DOCUMENT_BYTES) throw refuse(DOCUMENT_MESSAGES.tooLarge, 413);
  if (data.length === 0) throw refuse(DOCUMENT_MESSAGES.noFile);
  const type = await fileTypeFromBuffer(data);
  if (type?.mime === 'image/jpeg' || type?.mime === 'image/png') return reencode(data, type.mime);
  if (type?.mime === 'application/pdf') return checkPdf(data);
  throw refuse(DOCUMENT_MESSAGES.badType);
}

async function reencode(data: Buffer, mime: 'image/jpeg' | 'image/png'): Promise<CheckedFile> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // metadata() reads the header only: the size is known before a pixel is decoded, so a huge
    // canvas gets its own answer below rather than a failed decode.
    ({ width, height } = await sharp(data, { limitInputPixels: false }).metadata());
  } catch {
    throw refuse(DOCUMENT_MESSAGES.unreadable);
  }
  if (!width || !height || Math.min(width, height) < MIN_DOCUMENT_IMAGE_SIDE) {
    throw refuse(DOCUMENT_MESSAGES.tooSmall);
  }
  if (width * height > MAX_DOCUMENT_PIXELS) throw refuse(DOCUMENT_MESSAGES.tooManyPixels, 413);
  try {
    // rotate() turns the pixels as EXIF says, since the EXIF itself is dropped.
    const image = sharp(data, { limitInputPixels: MAX_DOCUMENT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    return mime === 'image/png'
      ? { data: await image.png().toBuffer(), contentType: mime, extension: 'png' }
      : { data: await image.jpeg({ quality: 85 }).toBuffer(), contentType: mime, extension: 'jpg' };
  } catch {
    throw refuse(DOCUMENT_MESSAGES.unreadable);
  }
}

function checkPdf(data: Buffer): CheckedFile {
  if (!data.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw refuse(DOCUMENT_MESSAGES.badType);
  const verdict = checkPdfContent(data);
  if (verdict === 'active') throw refuse(DOCUMENT_MESSAGES.pdfActive);
  if (verdict === 'unreadable') throw refuse(DOCUMENT_MESSAGES.unreadable);
  return { data, contentType: 'application/pdf', extension: 'pdf' };
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** The file name extension of a checked file's type. */
export function extensionOf(contentType: string): string {
  return EXTENSIONS[contentType] ?? 'bin';
}

/**
 * Sends a private file (a renter's document, a charge's evidence) to the one who may see it:
 * never cached, never sniffed, and downloaded, never shown on the API's own origin.
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { data: Buffer; contentType: string },
  filename: string,
): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('x-content-type-options', 'nosniff')
    .type(file.contentType)
    .send(file.data);
}

import type {} from '@fastify/multipart';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@rental/shared/api-error';
import { MAX_CAR_IMAGES, MAX_IMAGE_BYTES } from '@rental/shared/constants';
import { MESSAGES } from '@rental/shared/messages';
import { AppError, ValidationError } from '../../errors';

/** Limits for @fastify/multipart on routes that take a car form. */
export interface UploadedFile {
  filename: string;
  data: Buffer;
}

export const MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  // Above the real limit, so extra files reach readMultipartForm and get its clear 400.
  files: MAX_CAR_IMAGES + 7,
  fields: 60,
  fieldSize: 16 * 1024,
  parts: 70,
  headerPairs: 100,
};

/** How many files a form takes, what it says beyond that, and the field it names. */
export interface FileLimit {
  count: number;
  tooMany: string;
  field: string;
  /** The shorter side a picture needs, and what a smaller one is told. */
  minSide?: { px: number; tooSmall: string };
}

export const CAR_IMAGES: FileLimit = {
  count: MAX_CAR_IMAGES,
  tooMany: MESSAGES.uploadAtMostThree,
  field: 'images',
};

export interface MultipartForm {
  /** Every value of each field, in order; `features[]` is filed under `features`. */
  fields: Map<string, unknown[]>;
  files: UploadedFile[];
}

/**
 * Reads a whole multipart form into memory (at most MAX_CAR_IMAGES files of MAX_IMAGE_BYTES).
 * Multipart bodies bypass Fastify's schema validation, so the caller validates the fields.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limit: FileLimit = CAR_IMAGES,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new ValidationError('Send the form as multipart/form-data.');
  }
  const fields = new Map<string, unknown[]>();
  const files: UploadedFile[] = [];
  try {
    await collect(request, limit, fields, files);
  } catch (error) {
    // The parser's own complaints (a broken boundary, a truncated body) carry no status:
    // they are the client's fault, not ours.
    if (error instanceof Error && !('statusCode' in error)) {
      throw new ValidationError('The form could not be read. Please send it again.');
    }
    throw error;
  }
  return { fields, files };
}

async function collect(
  request: FastifyRequest,
  limit: FileLimit,
  fields: Map<string, unknown[]>,
  files: UploadedFile[],
): Promise<void> {
  let tooMany = false;
  for await (const part of request.parts()) {
    const name = part.fieldname.replace(/\[\]$/, '');
    if (part.type === 'file') {
      // A browser sends an empty, nameless file part when no file was chosen. Extra files are
      // read and dropped, so the answer comes after the upload (a browser cut off mid-upload
      // shows a network error instead of the message).
      if (!part.filename || files.length >= limit.count) {
        tooMany ||= Boolean(part.filename);
        part.file.resume();
        await finished(part.file);
        continue;
      }
      files.push({ filename: part.filename, data: await part.toBuffer() });
      continue;
    }
    if (part.valueTruncated) {
      throw new ValidationError(`The ${name} field is too long.`, { [name]: 'This is too long.' });
    }
    const values = fields.get(name) ?? [];
    values.push(part.value);
    fields.set(name, values);
  }
  if (tooMany) {
    throw new AppError(400, ERROR_CODES.badImage, limit.tooMany, { [limit.field]: limit.tooMany });
  }
}

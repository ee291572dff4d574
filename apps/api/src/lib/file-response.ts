import { z } from 'zod';

/** The key under which a file answer names its media types (see plugins/openapi-operations.ts). */
export const FILE_MEDIA_TYPES = 'x-file-media-types';

/**
 * The response schema of an answer that is a file, not JSON: the OpenAPI document lists it under
 * its real media types, so a client built from the document accepts what the server sends.
 */
export function fileResponse(description: string, mediaTypes: readonly [string, ...string[]]) {
  return z.any().meta({ description, [FILE_MEDIA_TYPES]: mediaTypes });
}

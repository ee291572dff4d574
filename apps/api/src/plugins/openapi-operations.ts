import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { FILE_MEDIA_TYPES } from '../lib/file-response';
import { errorResponses } from '../lib/route-errors';

// Completes each operation of the OpenAPI document from what every route shares, so a route
// declares only its own answers: an operationId from its method and path, `security: []` when it
// is public, and the error statuses the server itself may answer on any call (docs/product.md#api).

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type RouteSchema = FastifySchema & {
  security?: unknown[];
  operationId?: string;
  response?: Record<string, unknown>;
  hide?: boolean;
};

/** `GET /api/cars/:id/blocks` → `getCarsByIdBlocks`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${capitalize(part.slice(1))}` : capitalize(part)))
    .map((word) => word.replace(/[^A-Za-z0-9]/g, ''));
  return method.toLowerCase() + words.join('');
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The statuses the server answers on a route whatever the route does. */
function sharedErrors(schema: RouteSchema) {
  return {
    // A bad URL escape or a malformed request; headers too large; a failure of ours.
    ...errorResponses(400, 431, 500),
    ...(schema.params ? errorResponses(414) : {}),
    ...(schema.body ? errorResponses(413, 415) : {}),
    ...(schema.security?.length ? errorResponses(401) : {}),
  };
}

export function transformOperation(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const schema = (input.schema ?? {}) as RouteSchema;
  if (schema.hide) return jsonSchemaTransform(input);
  const method = [(input.route as RouteOptions).method].flat()[0] ?? 'get';
  const completed: RouteSchema = {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, input.url),
    security: schema.security ?? [],
    response: { ...sharedErrors(schema), ...schema.response },
  };
  const transformed = jsonSchemaTransform({ ...input, schema: completed });
  const response = (transformed.schema as RouteSchema).response;
  for (const [status, answer] of Object.entries(response ?? {})) {
    const file = answer as { description?: string; [FILE_MEDIA_TYPES]?: string[] };
    if (file[FILE_MEDIA_TYPES])
      response![status] = fileContent(file.description, file[FILE_MEDIA_TYPES]);
  }
  return transformed;
}

/** A file answer (lib/file-response.ts) under each of its media types, as bytes. */
function fileContent(description: string | undefined, mediaTypes: string[]) {
  const media = { schema: { type: 'string', format: 'binary' } };
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, media])) };
}

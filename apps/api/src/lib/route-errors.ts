import { STATUS_CODES } from 'node:http';
import { ApiErrorBodySchema } from '@rental/shared/api-error';

/** What each error status means here; the description of that answer in the reference. */
const STATUS_TEXT: Record<number, string> = {
  400: 'The request is not valid (see `code`, and `fields` for each field).',
  401: 'No token, or an expired or invalid one.',
  403: 'The token is valid but its role may not do this.',
  404: 'Not found.',
  409: 'Conflicts with the current state (see `code`).',
  410: 'No longer works (see `code`).',
  413: 'The body (or one uploaded file) is too large.',
  414: 'A path parameter is longer than 200 characters.',
  415: 'The content type is not accepted here.',
  422: 'Understood but refused by a business rule (see `code`).',
  429: 'Too many requests; try again later.',
  431: 'The request headers (or the address) are too large.',
  500: 'A failure on our side; nothing internal is shown.',
  502: 'A service we depend on (the SMS gateway) failed.',
};

// Keyed by the status as text, as an object literal's keys are at run time: Fastify then types
// reply.status() as any number, as it did for the maps written out by hand in each module.
type ErrorResponses<S extends number> = { [K in `${S}`]: typeof ApiErrorBodySchema };

/**
 * The error part of a route's response schema: every status listed answers the one error body
 * (docs/product.md#security), so a route names the statuses it can answer and nothing more.
 */
export function errorResponses<const S extends number>(...statuses: S[]): ErrorResponses<S> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      ApiErrorBodySchema.describe(STATUS_TEXT[status] ?? STATUS_CODES[status] ?? 'Error'),
    ]),
  ) as ErrorResponses<S>;
}

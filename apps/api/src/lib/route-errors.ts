import { ApiErrorBodySchema } from '@rental/shared/api-error';

// Keyed by the status as text, as an object literal's keys are at run time: Fastify then types
// reply.status() as any number, as it did for the maps written out by hand in each module.
type ErrorResponses<S extends number> = { [K in `${S}`]: typeof ApiErrorBodySchema };

/**
 * The error part of a route's response schema: every status listed answers the one error body
 * (docs/product.md#security), so a route names the statuses it can answer and nothing more.
 */
export function errorResponses<const S extends number>(...statuses: S[]): ErrorResponses<S> {
  return Object.fromEntries(
    statuses.map((status) => [status, ApiErrorBodySchema]),
  ) as ErrorResponses<S>;
}

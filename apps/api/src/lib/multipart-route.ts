import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Route options for a multipart form: Fastify has no parsed body to validate (the route reads and
 * checks the form itself), so the body schema only documents it; params are validated as usual.
 */
const skipBodyValidation: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? () => ({ value: undefined })
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

export const multipartRoute = { validatorCompiler: skipBodyValidation };

import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiErrorBody } from '@rental/shared/api-error';
import { AppError } from '../errors';
import { FASTIFY_ERRORS } from './fastify-errors';

// One place maps every failure to {error, code, fields} (docs/product.md#api). A 500 never shows
// internals.

function fieldName(path: string): string {
  return path.replace(/^\//, '').split('/')[0] || 'body';
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const name = fieldName(issue.instancePath);
          fields[name] ??= issue.message ?? 'Invalid value.';
        }
        const first = Object.values(fields)[0];
        const body: ApiErrorBody = {
          error:
            Object.keys(fields).length === 1 && first
              ? first
              : 'Please check the highlighted fields.',
          code: ERROR_CODES.validation,
          fields,
        };
        return reply.status(400).send(body);
      }
      if (error instanceof AppError) {
        const body: ApiErrorBody = { error: error.message, code: error.code };
        if (error.fields) body.fields = error.fields;
        if (error.freeHours) body.freeHours = error.freeHours;
        return reply.status(error.statusCode).send(body);
      }
      const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
      if (known) {
        return reply.status(known.status).send({ error: known.message, code: known.code });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad headers, aborted bodies): say so without internals.
        return reply.status(status).send({
          error:
            status === 429
              ? 'Too many requests. Please wait a little and try again.'
              : 'The request could not be processed.',
          code: status === 429 ? ERROR_CODES.rateLimited : ERROR_CODES.validation,
        });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        error: 'Something went wrong on our side. Please try again.',
        code: ERROR_CODES.internal,
      });
    });
  },
  { name: 'error-handler' },
);

import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiErrorBody } from '@rental/shared/api-error';
import { AppError } from '../errors';
import { FASTIFY_ERRORS } from './fastify-errors';

// One place maps every failure to {error, code, fields} (docs/product.md#api). A 500 never shows
// internals.

/** The top-level field, and for a nested one also its whole path ('address.pin'). */
function fieldNames(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  const top = parts[0] ?? 'body';
  // A form puts a nested field's message beside that field, not only beside its group.
  return parts.length > 1 ? [top, parts.join('.')] : [top];
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        let tops = 0;
        for (const issue of error.validation) {
          const names = fieldNames(issue.instancePath);
          if (fields[names[0]!] === undefined) tops += 1;
          for (const name of names) fields[name] ??= issue.message ?? 'Invalid value.';
        }
        const first = Object.values(fields)[0];
        const body: ApiErrorBody = {
          error: tops === 1 && first ? first : 'Please check the highlighted fields.',
          code: ERROR_CODES.validation,
          fields,
        };
        return reply.status(400).send(body);
      }
      if (error instanceof AppError) {
        const body: ApiErrorBody = { error: error.message, code: error.code };
        if (error.fields) body.fields = error.fields;
        if (error.freeHours) body.freeHours = error.freeHours;
        if (error.columns) body.columns = error.columns;
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

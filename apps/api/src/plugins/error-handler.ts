import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@rental/shared/api-error';
import { MESSAGES } from '@rental/shared/messages';
import { AppError } from '../errors';

// One place maps every failure to {error, code, fields} (docs/product.md#api). A 500 never shows
// internals.

const CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: ERROR_CODES.validation,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: ERROR_CODES.validation,
    message: 'The request body is empty.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ERROR_CODES.validation,
    message: 'This content type is not supported here.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: ERROR_CODES.payloadTooLarge,
    message: 'The request is too large.',
  },
  FST_REQ_FILE_TOO_LARGE: {
    code: ERROR_CODES.payloadTooLarge,
    message: MESSAGES.imageTooLarge,
  },
  FST_FILES_LIMIT: { code: ERROR_CODES.badImage, message: MESSAGES.uploadAtMostThree },
  FST_PARTS_LIMIT: { code: ERROR_CODES.validation, message: 'The form has too many parts.' },
  FST_FIELDS_LIMIT: { code: ERROR_CODES.validation, message: 'The form has too many fields.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: ERROR_CODES.validation,
    message: 'Send the form as multipart/form-data.',
  },
};

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
        return reply.status(error.statusCode).send(body);
      }
      const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
      if (known) {
        return reply
          .status(error.statusCode ?? 400)
          .send({ error: known.message, code: known.code });
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

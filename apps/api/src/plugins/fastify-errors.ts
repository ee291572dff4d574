import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@rental/shared/api-error';
import { MESSAGES } from '@rental/shared/messages';

// Fastify's and Node's own refusals, answered with our {error, code} body (decisions 4) and a
// code a client can rely on, instead of their `message`/`statusCode` bodies.

interface KnownError {
  status: number;
  code: ErrorCode;
  message: string;
}

const known = (status: number, code: ErrorCode, message: string): KnownError => ({
  status,
  code,
  message,
});

/** By Fastify's error code (or Node's parser code, for errors before a request exists). */
export const FASTIFY_ERRORS: Record<string, KnownError> = {
  FST_ERR_BAD_URL: known(400, ERROR_CODES.badUrl, 'The address is not valid.'),
  FST_ERR_MAX_PARAM_LENGTH: known(414, ERROR_CODES.uriTooLong, 'The address is too long.'),
  HPE_HEADER_OVERFLOW: known(
    431,
    ERROR_CODES.headersTooLarge,
    'The request headers are too large.',
  ),
  ERR_HTTP_REQUEST_TIMEOUT: known(
    408,
    ERROR_CODES.requestTimeout,
    'The request took too long to arrive.',
  ),
  FST_ERR_CTP_INVALID_JSON_BODY: known(
    400,
    ERROR_CODES.validation,
    'The request body is not valid JSON.',
  ),
  FST_ERR_CTP_EMPTY_JSON_BODY: known(400, ERROR_CODES.validation, 'The request body is empty.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: known(
    415,
    ERROR_CODES.unsupportedMediaType,
    'This content type is not supported here.',
  ),
  FST_ERR_CTP_BODY_TOO_LARGE: known(413, ERROR_CODES.payloadTooLarge, 'The request is too large.'),
  FST_REQ_FILE_TOO_LARGE: known(
    413,
    ERROR_CODES.payloadTooLarge,
    'Each image must be at most 5 MB.',
  ),
  FST_FILES_LIMIT: known(413, ERROR_CODES.badImage, MESSAGES.uploadAtMostThree),
  FST_PARTS_LIMIT: known(413, ERROR_CODES.validation, 'The form has too many parts.'),
  FST_FIELDS_LIMIT: known(413, ERROR_CODES.validation, 'The form has too many fields.'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: known(
    406,
    ERROR_CODES.validation,
    'Send the form as multipart/form-data.',
  ),
};

const MALFORMED = known(400, ERROR_CODES.validation, 'The request could not be read.');

/** Fastify's `frameworkErrors`: a bad or too long address, before any route is found. */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, code, message } = FASTIFY_ERRORS[error.code] ?? MALFORMED;
  const body: ApiErrorBody = { error: message, code };
  void reply.status(status).send(body);
}

/** Fastify's `clientErrorHandler`: what Node's HTTP parser refused (headers too large…). */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = FASTIFY_ERRORS[error.code ?? ''] ?? MALFORMED;
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ error: message, code } satisfies ApiErrorBody);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

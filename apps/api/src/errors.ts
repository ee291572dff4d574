import { ERROR_CODES, type ErrorCode } from '@rental/shared/api-error';

// Services throw these; the error handler maps them to a status and the {error, code, fields} body.

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** docs/product.md#doorstep-delivery: the hours a full one's refusal offers instead. */
    readonly freeHours?: { date: string; time: string }[],
    /** docs/product.md#fastag-statements: the header names of a statement whose columns to map. */
    readonly columns?: string[],
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, ERROR_CODES.validation, message, fields);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.', code: ErrorCode = ERROR_CODES.unauthorized) {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do that.') {
    super(403, ERROR_CODES.forbidden, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, ERROR_CODES.notFound, message);
  }
}

export class ConflictError extends AppError {
  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(409, code, message, fields);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string, code: ErrorCode = ERROR_CODES.rateLimited) {
    super(429, code, message);
  }
}

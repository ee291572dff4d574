import type { ApiErrorBody } from '@rental/shared/api-error';
import { IDEMPOTENCY_HEADER } from '@rental/shared/constants';
import { API_BASE as PRIMARY_BASE, API_SECONDARY_BASE as SECONDARY_BASE } from './env';
import { clearAdminToken, clearUserSession, getAdminToken, getUserSession } from './session-store';
import { flashMessage } from './flash';
import { rememberReturningName } from './returning-visitor';

// One small client for every call: JSON by default, the bearer token, one ApiError for any
// non-2xx answer, and docs/product.md#booking's single retry against a secondary address when a request times
// out or gets no answer (docs/product.md#configuration).

const TIMEOUT_MS = 15_000;

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    /** docs/product.md#doorstep-delivery: a full hour's nearest free hours, Kolkata time. */
    readonly freeHours?: ApiErrorBody['freeHours'],
    /** docs/product.md#fastag-statements: a statement's header names, to map its columns. */
    readonly columns?: ApiErrorBody['columns'],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Which stored token to send. */
  auth?: 'user' | 'admin';
  /** Makes a retried write safe: the server answers a repeated key with the first result. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

class NoAnswerError extends Error {}

async function send(
  base: string,
  path: string,
  init: RequestInit,
  signal?: AbortSignal,
): Promise<Response> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    return await fetch(`${base}${path}`, { ...init, signal: combined });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NoAnswerError(error instanceof Error ? error.message : 'No answer');
  }
}

export async function apiFetch<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const token =
    options.auth === 'admin'
      ? getAdminToken()
      : options.auth === 'user'
        ? getUserSession()?.token
        : undefined;
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  const init: RequestInit = { method: options.method ?? 'GET', headers, body };

  let response: Response;
  try {
    response = await send(PRIMARY_BASE, path, init, options.signal);
  } catch (error) {
    if (!(error instanceof NoAnswerError)) throw error;
    if (!SECONDARY_BASE)
      throw new ApiError(0, 'We could not reach the server. Check your connection and try again.');
    try {
      response = await send(SECONDARY_BASE, path, init, options.signal);
    } catch (retryError) {
      if (!(retryError instanceof NoAnswerError)) throw retryError;
      throw new ApiError(0, 'We could not reach the server. Check your connection and try again.');
    }
  }

  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const err = (payload ?? {}) as Partial<ApiErrorBody> & { message?: string };
    handleRejectedToken(response.status, options.auth);
    throw new ApiError(
      response.status,
      err.error ?? err.message ?? response.statusText,
      err.code,
      err.fields,
      err.freeHours,
      err.columns,
    );
  }
  return { data: payload as T, headers: response.headers };
}

/**
 * A private file (a renter's document): fetched with the token, since an <img src> cannot carry
 * one, and never cached by the browser.
 */
export async function apiBlob(path: string, options: Pick<RequestOptions, 'auth' | 'signal'>) {
  const token = options.auth === 'admin' ? getAdminToken() : getUserSession()?.token;
  const response = await fetch(`${PRIMARY_BASE}${path.replace(/^\/api/, '')}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
    signal: options.signal,
  });
  if (!response.ok) {
    handleRejectedToken(response.status, options.auth);
    throw new ApiError(response.status, 'The file could not be loaded.');
  }
  return response.blob();
}

/** A 4xx answer will not change on retry; a dropped connection or a server error might. */
export function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiFetch<T>(path, options)).data;
}

/** An expired or rejected token signs the person out cleanly, with a message (issue: session handling). */
export function handleRejectedToken(status: number, auth: RequestOptions['auth']): void {
  if (auth === 'user' && status === 401) {
    // /login greets them by name ("Welcome back, {name}!") after the session ends.
    rememberReturningName(getUserSession()?.user?.name);
    clearUserSession();
    flashMessage(SESSION_EXPIRED_MESSAGE);
  }
  // docs/product.md#security: a 401 or 403 on an admin call clears the admin token; admin pages then go to /.
  if (auth === 'admin' && (status === 401 || status === 403)) clearAdminToken();
}

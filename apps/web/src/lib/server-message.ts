import { ApiError } from './api-client';

// docs/product.md#texts: "the server's error, else <fallback>". Every error body of the API carries a code;
// without one (no answer, a proxy page) the screen's own fallback text is shown.

export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code && error.message ? error.message : fallback;
}

/** field -> message from a 400 answer, or an empty object. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? error.fields : {};
}

/**
 * Puts a 400 answer's field messages beside the form's own fields; returns how many it placed.
 * `setError` is react-hook-form's, loosely typed so any form can pass it.
 */
export function applyServerFieldErrors(
  error: unknown,
  names: readonly string[],
  setError: (name: never, error: { type: string; message: string }) => void,
): number {
  let placed = 0;
  for (const [name, message] of Object.entries(serverFieldErrors(error))) {
    if (!names.includes(name)) continue;
    (setError as (name: string, error: { type: string; message: string }) => void)(name, {
      type: 'server',
      message,
    });
    placed += 1;
  }
  return placed;
}

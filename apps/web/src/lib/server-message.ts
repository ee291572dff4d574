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

type SetError = (
  name: never,
  error: { type: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

/**
 * Puts a 400 answer's field messages beside the form's own fields; returns how many it placed.
 * `setError` is react-hook-form's, loosely typed so any form can pass it. `paths` names the form
 * field of a nested one the server gives by its whole path ('address.pin': 'pin'); with `focus`
 * the first invalid field, in the order of `names`, takes the focus.
 */
export function applyServerFieldErrors(
  error: unknown,
  names: readonly string[],
  setError: SetError,
  options: { paths?: Record<string, string>; focus?: boolean } = {},
): number {
  const messages = new Map<string, string>();
  for (const [key, message] of Object.entries(serverFieldErrors(error))) {
    const name = options.paths?.[key] ?? key;
    if (names.includes(name) && !messages.has(name)) messages.set(name, message);
  }
  let placed = 0;
  for (const name of names) {
    const message = messages.get(name);
    if (message === undefined) continue;
    (setError as (name: string, error: object, options: object) => void)(
      name,
      { type: 'server', message },
      { shouldFocus: options.focus === true && placed === 0 },
    );
    placed += 1;
  }
  return placed;
}

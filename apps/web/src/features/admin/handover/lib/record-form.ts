import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';

// Both handover forms keep what the staff type as text and turn it into the record the server
// checks with the same shared schema; its messages land beside the fields they name.

/** A whole number typed on the numeric keypad, or NaN (which the schema words as an error). */
export function wholeNumber(text: string): number {
  const trimmed = text.trim().replace(/[,\s]/g, '');
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** field path ('odometerKm', 'charges.0.amount') -> the first message about it. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    fields[path] ??= issue.message;
  }
  return fields;
}

/** A react-hook-form resolver from a function answering the field errors, none when valid. */
export function resolverOf<T extends FieldValues>(
  validate: (values: T) => Record<string, string>,
): Resolver<T> {
  return (values) => {
    const entries = Object.entries(validate(values));
    if (entries.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [path, message] of entries) setPath(errors, path.split('.'), message);
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

function setPath(target: Record<string, unknown>, path: string[], message: string): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = { type: 'validate', message };
    return;
  }
  const next = (target[head] ??= /^\d+$/.test(rest[0]!) ? [] : {}) as Record<string, unknown>;
  setPath(next, rest, message);
}

/**
 * A refusal of a saved record: each field the server names goes beside its field through
 * `place` (which answers whether it had such a field); answers the message for the top of the
 * form, or null when a 400's every word found its field.
 */
export function placeRefusal(
  error: unknown,
  fallback: string,
  place: (field: string, message: string) => boolean,
): string | null {
  let placed = 0;
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    if (place(field, message)) placed += 1;
  }
  const fieldsOnly = placed > 0 && error instanceof ApiError && error.status === 400;
  return fieldsOnly ? null : serverMessage(error, fallback);
}

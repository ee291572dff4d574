import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';

// Field rules used by more than one schema.

/** Indian 10-digit mobile; accepts +91, 91 or 0 in front and spaces or dashes, stores 10 digits. */
export function normaliseMobile(input: string): string {
  const digits = input.replace(/[\s-]/g, '').replace(/^\+91/, '');
  if (/^91\d{10}$/.test(digits)) return digits.slice(2);
  if (/^0\d{10}$/.test(digits)) return digits.slice(1);
  return digits;
}

export const MobileSchema = z
  .string()
  .trim()
  .min(1, 'Mobile number is required.')
  .transform(normaliseMobile)
  .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Enter a valid 10-digit mobile number.'));

export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'E-mail is required.')
  .max(254, 'E-mail is too long.')
  .pipe(z.email('Enter a valid e-mail address.'))
  .transform((e) => e.toLowerCase());

export const OptionalEmailSchema = z
  .string()
  .trim()
  .max(254)
  .optional()
  .transform((e) => (e ? e.toLowerCase() : ''))
  .pipe(z.union([z.literal(''), z.email('Enter a valid e-mail address.')]));

/** Whether a text field may hold line breaks and tabs (a textarea) or is one line. */
export type TextLines = 'single' | 'multi';

/**
 * docs/product.md#security: free text refuses control characters (NUL, which PostgreSQL cannot
 * store, and the rest of C0, DEL and C1) and the bidirectional embedding, override and isolate
 * marks (U+202A-U+202E, U+2066-U+2069), which make a name or a note read differently from what is
 * stored. One-line fields also refuse line breaks and tabs.
 */
const HIDDEN_CHARACTER =
  // eslint-disable-next-line no-control-regex -- the point is to refuse control characters
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
const LINE_BREAK = /[\t\n\r\u2028\u2029]/u;

/**
 * docs/product.md#security: text no field may hold, wherever it comes from (body, query, path or
 * form): NUL, which PostgreSQL cannot store, and a lone UTF-16 surrogate, which is no character
 * and which no database stores faithfully.
 */
const BROKEN_TEXT =
  // eslint-disable-next-line no-control-regex -- the point is to refuse NUL
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const BROKEN_TEXT_MESSAGE =
  'This text contains a hidden control character or a broken character. Please retype it.';

/** Whether `value` holds NUL or a lone surrogate. */
export function isBrokenText(value: string): boolean {
  return BROKEN_TEXT.test(value);
}

/** The message for a text field's hidden characters, or undefined when it has none. */
export function hiddenCharacterIssue(
  label: string,
  value: string,
  lines: TextLines = 'single',
): string | undefined {
  if (HIDDEN_CHARACTER.test(value)) {
    return `${label} contains a hidden control or text-direction character. Please retype it.`;
  }
  if (lines === 'single' && LINE_BREAK.test(value)) return `${label} must be on one line.`;
  return undefined;
}

/** Adds the hidden-character check to a string schema. */
export function plainText(schema: z.ZodString, label: string, lines: TextLines = 'single') {
  return schema.superRefine((value, ctx) => {
    const message = hiddenCharacterIssue(label, value, lines);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** Non-empty text, trimmed, without hidden characters. */
export function text(label: string, max: number, lines: TextLines = 'single') {
  return plainText(
    z
      .string()
      .trim()
      .min(1, `${label} is required.`)
      .max(max, `${label} must be at most ${max} characters.`),
    label,
    lines,
  );
}

/** Text that may be left empty, trimmed, without hidden characters. */
export function optionalText(label: string, max: number, lines: TextLines = 'single') {
  return plainText(
    z.string().trim().max(max, `${label} must be at most ${max} characters.`),
    label,
    lines,
  );
}

export const PersonNameSchema = plainText(
  z
    .string()
    .trim()
    .min(2, 'Enter your full name.')
    .max(100, 'Name is too long.')
    .regex(/^[^<>{}\d]*$/u, "Name may contain letters, spaces and . ' - only."),
  'Name',
);

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(128, 'Password is too long.');

export const PinCodeSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{5}$/, 'PIN code must be 6 digits.');

export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
      new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'Enter a real date.',
  );

export const TimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the time format HH:mm.');

export const IdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id.');
export const IdParamsSchema = z.object({ id: IdSchema });

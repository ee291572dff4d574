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

export const PersonNameSchema = z
  .string()
  .trim()
  .min(2, 'Enter your full name.')
  .max(100, 'Name is too long.')
  .regex(/^[^<>{}\d]*$/u, "Name may contain letters, spaces and . ' - only.");

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

// eslint-disable-next-line no-control-regex -- the point is to refuse control characters
const NO_CONTROL_CHARS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/** Non-empty single-line text, trimmed, without control characters. */
export function text(label: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .regex(NO_CONTROL_CHARS, `${label} contains characters that are not allowed.`);
}

export const IdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id.');
export const IdParamsSchema = z.object({ id: IdSchema });

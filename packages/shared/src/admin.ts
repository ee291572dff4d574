import { z } from 'zod';
import { EmailSchema, PasswordSchema } from './fields';
import { TwoFactorChallengeSchema } from './staff';

/** POST /api/auth/login. docs/product.md#admin: both fields required; the username is an e-mail. */
export const AdminLoginSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Password is required.').max(128),
});
export type AdminLoginInput = z.input<typeof AdminLoginSchema>;

export const AdminSessionSchema = z.object({
  message: z.string(),
  token: z.string(),
  admin: z.object({ _id: z.string(), email: z.string() }),
});
export type AdminSession = z.infer<typeof AdminSessionSchema>;

/** The password step: a session, or (docs/product.md#back-office) a second step to take. */
export const AdminLoginAnswerSchema = z.union([AdminSessionSchema, TwoFactorChallengeSchema]);
export type AdminLoginAnswer = z.infer<typeof AdminLoginAnswerSchema>;

/** docs/product.md#back-office: an admin's own password and sessions. */
export const ADMIN_ACCOUNT_MESSAGES = {
  wrongPassword: 'The current password is incorrect.',
  passwordChanged: 'Your password is changed. Please sign in again.',
  signedOutEverywhere: 'You are signed out on every device. Please sign in again.',
} as const;

/** POST /api/admin/me/password: the current password is required, whoever holds the session. */
export const ChangeAdminPasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(128),
  newPassword: PasswordSchema,
});
export type ChangeAdminPasswordInput = z.input<typeof ChangeAdminPasswordSchema>;

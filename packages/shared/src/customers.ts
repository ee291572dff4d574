import { z } from 'zod';
import { MobileSchema, OptionalEmailSchema, PasswordSchema, PersonNameSchema } from './fields';

export const CustomerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;

/**
 * POST /api/users/send-otp and /api/users/forgot-password. docs/product.md#accounts: e-mail
 * optional.
 */
export const SendOtpSchema = z.object({ mobile: MobileSchema, email: OptionalEmailSchema });
export type SendOtpInput = z.input<typeof SendOtpSchema>;

export const OtpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit OTP.');

/** The answer to an OTP request: when the next code may be asked for. */
export const OtpSentSchema = z.object({ message: z.string(), retryAfterSeconds: z.number().int() });
export type OtpSent = z.infer<typeof OtpSentSchema>;

/** POST /api/users/verify-otp: completes registration. */
export const VerifyOtpSchema = z.object({
  name: PersonNameSchema,
  email: OptionalEmailSchema,
  mobile: MobileSchema,
  otp: OtpCodeSchema,
  password: PasswordSchema,
});
export type VerifyOtpInput = z.input<typeof VerifyOtpSchema>;

export const ResetPasswordSchema = z.object({
  mobile: MobileSchema,
  otp: OtpCodeSchema,
  password: PasswordSchema,
});
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

export const CustomerLoginSchema = z.object({
  mobile: MobileSchema,
  password: z.string().min(1, 'Password is required.').max(128),
});
export type CustomerLoginInput = z.input<typeof CustomerLoginSchema>;

export const CustomerSessionSchema = z.object({
  message: z.string(),
  token: z.string(),
  user: CustomerSchema,
});
export type CustomerSession = z.infer<typeof CustomerSessionSchema>;

/**
 * PUT /api/users/{id}: only the name changes (docs/product.md#accounts); phone is accepted and
 * ignored.
 */
export const UpdateCustomerSchema = z.object({
  fullName: PersonNameSchema,
  phone: z.string().optional(),
});
export type UpdateCustomerInput = z.input<typeof UpdateCustomerSchema>;

export const UpdatedCustomerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  message: z.string(),
});

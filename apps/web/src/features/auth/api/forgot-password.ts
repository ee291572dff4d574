import type { OtpSent, SendOtpInput } from '@rental/shared/customers';
import { apiRequest } from '@/lib/api-client';

/** POST /users/forgot-password: texts a password reset code (same answer for unknown mobiles). */
export function forgotPassword(input: SendOtpInput): Promise<OtpSent> {
  return apiRequest<OtpSent>('/users/forgot-password', { method: 'POST', body: input });
}

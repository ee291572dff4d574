import type { OtpSent, SendOtpInput } from '@rental/shared/customers';
import { apiRequest } from '@/lib/api-client';

/** POST /users/send-otp: texts a registration code to the mobile. */
export function sendOtp(input: SendOtpInput): Promise<OtpSent> {
  return apiRequest<OtpSent>('/users/send-otp', { method: 'POST', body: input });
}

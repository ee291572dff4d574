import { useMutation } from '@tanstack/react-query';
import type { CustomerSession, VerifyOtpInput } from '@rental/shared/customers';
import { apiRequest } from '@/lib/api-client';

/** POST /users/verify-otp: completes registration. */
export function verifyOtp(input: VerifyOtpInput): Promise<CustomerSession> {
  return apiRequest<CustomerSession>('/users/verify-otp', { method: 'POST', body: input });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}

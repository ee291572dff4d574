import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@rental/shared/api-error';
import type { ResetPasswordInput } from '@rental/shared/customers';
import { apiRequest } from '@/lib/api-client';

/** POST /users/reset-password: sets a new password with the reset code. */
export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/users/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

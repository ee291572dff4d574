import { useMutation } from '@tanstack/react-query';
import type { AdminLoginAnswer, AdminLoginInput } from '@rental/shared/admin';
import { apiRequest } from '@/lib/api-client';
import { setAdminToken } from '@/lib/session-store';

export function adminLogin(input: AdminLoginInput): Promise<AdminLoginAnswer> {
  return apiRequest<AdminLoginAnswer>('/auth/login', { method: 'POST', body: input });
}

/**
 * Signs the admin in and keeps the token (docs/product.md#admin: the `adminToken` storage key);
 * with two-factor (docs/product.md#back-office) the answer is a challenge for the next step.
 */
export function useAdminLogin() {
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (answer) => {
      if ('token' in answer) setAdminToken(answer.token);
    },
  });
}

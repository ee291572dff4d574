import { useMutation } from '@tanstack/react-query';
import type { AdminLoginInput, AdminSession } from '@rental/shared/admin';
import { apiRequest } from '@/lib/api-client';
import { setAdminToken } from '@/lib/session-store';

export function adminLogin(input: AdminLoginInput): Promise<AdminSession> {
  return apiRequest<AdminSession>('/auth/login', { method: 'POST', body: input });
}

/** Signs the admin in and keeps the token (docs/product.md#admin: the `adminToken` storage key). */
export function useAdminLogin() {
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (session) => setAdminToken(session.token),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { ChangeAdminPasswordInput } from '@rental/shared/admin';
import { apiRequest } from '@/lib/api-client';

export function changePassword(body: ChangeAdminPasswordInput) {
  return apiRequest<{ message: string }>('/admin/me/password', {
    method: 'POST',
    auth: 'admin',
    body,
  });
}

/** POST /admin/me/password: needs the current password; every session ends on success. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

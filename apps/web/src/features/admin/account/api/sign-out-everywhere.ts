import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function signOutEverywhere() {
  return apiRequest<{ message: string }>('/admin/me/sign-out-everywhere', {
    method: 'POST',
    auth: 'admin',
  });
}

/** POST /admin/me/sign-out-everywhere: every session of one's own account ends, this one too. */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}

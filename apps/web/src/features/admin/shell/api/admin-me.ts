import { useQuery } from '@tanstack/react-query';
import type { AdminMe } from '@rental/shared/staff';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#back-office: who is signed in (role, branch, two-factor), so the screens show
// only what the account may do; the server checks every call anyway.

export const adminMeKeys = { me: ['admin', 'me'] as const };

export function getAdminMe(): Promise<AdminMe> {
  return apiRequest<AdminMe>('/admin/me', { auth: 'admin' });
}

export function useAdminMe() {
  return useQuery({ queryKey: adminMeKeys.me, queryFn: getAdminMe, staleTime: 60_000 });
}

/** True for the owner; false for staff and while the account is not known yet. */
export function useIsOwner(): boolean {
  return useAdminMe().data?.role === 'owner';
}

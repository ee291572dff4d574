import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptInviteInput,
  PasswordSet,
  AddStaffInput,
  StaffInvite,
  StaffMember,
  TwoFactorPolicy,
} from '@rental/shared/staff';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#api: the owner's staff calls and the two-factor policy; the public
// set-password call of the link.

export const staffKeys = {
  all: ['admin', 'staff'] as const,
  policy: ['admin', 'security'] as const,
};

export function useStaffList() {
  return useQuery({
    queryKey: staffKeys.all,
    queryFn: () => apiRequest<StaffMember[]>('/admin/staff', { auth: 'admin' }),
  });
}

function useStaffMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export function useAddStaff() {
  return useStaffMutation((input: AddStaffInput) =>
    apiRequest<StaffInvite>('/admin/staff', { method: 'POST', body: input, auth: 'admin' }),
  );
}

/** Disables or enables an account; disabling ends its sessions at once. */
export function useSetStaffEnabled() {
  return useStaffMutation(({ id, enabled }: { id: string; enabled: boolean }) =>
    apiRequest<StaffMember>(
      `/admin/staff/${encodeURIComponent(id)}/${enabled ? 'enable' : 'disable'}`,
      { method: 'POST', auth: 'admin' },
    ),
  );
}

/** Renames a staff member or moves them to another branch (from their next request on). */
export function useUpdateStaff() {
  return useStaffMutation(({ id, ...change }: { id: string; name?: string; branch?: string }) =>
    apiRequest<StaffMember>(`/admin/staff/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: change,
      auth: 'admin',
    }),
  );
}

/** Turns a staff member's two-factor sign-in off, e.g. after a lost phone. */
export function useResetStaffTwoFactor() {
  return useStaffMutation((id: string) =>
    apiRequest<StaffMember>(`/admin/staff/${encodeURIComponent(id)}/two-factor/reset`, {
      method: 'POST',
      auth: 'admin',
    }),
  );
}

/** A new set-password link; the earlier ones stop working. */
export function useReinviteStaff() {
  return useStaffMutation((id: string) =>
    apiRequest<StaffInvite>(`/admin/staff/${encodeURIComponent(id)}/invite`, {
      method: 'POST',
      auth: 'admin',
    }),
  );
}

export function useTwoFactorPolicy() {
  return useQuery({
    queryKey: staffKeys.policy,
    queryFn: () => apiRequest<TwoFactorPolicy>('/admin/security', { auth: 'admin' }),
  });
}

export function useSetTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: TwoFactorPolicy) =>
      apiRequest<TwoFactorPolicy>('/admin/security', {
        method: 'PUT',
        body: policy,
        auth: 'admin',
      }),
    onSuccess: (policy) => queryClient.setQueryData(staffKeys.policy, policy),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'me'] }),
  });
}

export function useAcceptInvite() {
  return useMutation({
    mutationFn: (input: AcceptInviteInput) =>
      apiRequest<PasswordSet>('/auth/welcome', {
        method: 'POST',
        body: input,
      }),
  });
}

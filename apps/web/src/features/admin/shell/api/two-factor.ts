import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSession } from '@rental/shared/admin';
import type { MessageResponse } from '@rental/shared/api-error';
import type { TwoFactorEnabled, TwoFactorSetup } from '@rental/shared/staff';
import { apiRequest } from '@/lib/api-client';
import { setAdminToken } from '@/lib/session-store';
import { adminMeKeys } from './admin-me';

// docs/product.md#back-office: setting two-factor up (signed in, with the password typed again,
// or from a welcome link: then its challenge stands for the session) and the sign-in's code step.

/** How a set-up starts: a welcome link's challenge, or a signed-in admin's password. */
export type SetupStart = { challenge: string } | { password: string };

/** Starts the set-up: the otpauth address and its secret. */
export function startTwoFactor(start: SetupStart): Promise<TwoFactorSetup> {
  return 'challenge' in start
    ? apiRequest<TwoFactorSetup>('/auth/two-factor/setup', { method: 'POST', body: start })
    : apiRequest<TwoFactorSetup>('/admin/me/two-factor', {
        method: 'POST',
        body: start,
        auth: 'admin',
      });
}

/** Confirms with a first code; answers the recovery codes (and the session, at sign-in). */
export function confirmTwoFactor(code: string, challenge?: string): Promise<TwoFactorEnabled> {
  return challenge
    ? apiRequest<TwoFactorEnabled>('/auth/two-factor/confirm', {
        method: 'POST',
        body: { challenge, code },
      })
    : apiRequest<TwoFactorEnabled>('/admin/me/two-factor/confirm', {
        method: 'POST',
        body: { code },
        auth: 'admin',
      });
}

export function useStartTwoFactor(start: SetupStart) {
  return useMutation({ mutationFn: () => startTwoFactor(start) });
}

export function useConfirmTwoFactor(challenge?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => confirmTwoFactor(code, challenge),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMeKeys.me }),
  });
}

/** Turns one's own two-factor off with a code of it (the app's or a recovery code). */
export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<MessageResponse>('/admin/me/two-factor/off', {
        method: 'POST',
        body: { code },
        auth: 'admin',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMeKeys.me }),
  });
}

/** The sign-in's second step: the code (or a recovery code) gives the session, kept. */
export function useTwoFactorSignIn(challenge: string) {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<AdminSession>('/auth/login/two-factor', {
        method: 'POST',
        body: { challenge, code },
      }),
    onSuccess: (session) => setAdminToken(session.token),
  });
}

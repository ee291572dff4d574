import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TermsHistorySchema,
  TermsVersionSchema,
  type TermsInput,
  type TermsVersion,
} from '@rental/shared/agreement';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#rental-agreement: GET /admin/terms (the terms in force and every version kept)
// and PUT /admin/terms (the owner's text, a new version when it changed).

export const adminTermsKey = ['admin', 'terms'] as const;

export function useAdminTerms() {
  return useQuery({
    queryKey: adminTermsKey,
    queryFn: async ({ signal }) =>
      TermsHistorySchema.parse(
        await apiRequest<unknown>('/admin/terms', { auth: 'admin', signal }),
      ),
  });
}

export function saveTerms(body: TermsInput): Promise<TermsVersion> {
  return apiRequest<unknown>('/admin/terms', { method: 'PUT', body, auth: 'admin' }).then((v) =>
    TermsVersionSchema.parse(v),
  );
}

export function useSaveTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTermsKey }),
  });
}

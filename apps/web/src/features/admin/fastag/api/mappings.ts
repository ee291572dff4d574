import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@rental/shared/api-error';
import type { FastagMapping, FastagMappingInput } from '@rental/shared/fastag';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#fastag-statements: each bank's saved columns, shared by every branch.

const mappingKeys = { all: ['admin', 'fastag', 'mappings'] as const };

/** GET /admin/fastag/mappings: every bank's saved columns, by name. */
export function useFastagMappings() {
  return useQuery({
    queryKey: mappingKeys.all,
    queryFn: ({ signal }) =>
      apiRequest<FastagMapping[]>('/admin/fastag/mappings', { auth: 'admin', signal }),
  });
}

/** POST /admin/fastag/mappings: saves a bank's columns, replacing the ones saved before. */
export function useSaveFastagMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FastagMappingInput) =>
      apiRequest<FastagMapping>('/admin/fastag/mappings', { method: 'POST', auth: 'admin', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mappingKeys.all }),
  });
}

/** DELETE /admin/fastag/mappings/{id}. */
export function useDeleteFastagMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<MessageResponse>(`/admin/fastag/mappings/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        auth: 'admin',
      }),
    // A mapping deleted meanwhile (404) reloads the list too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mappingKeys.all }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FastagImportRequest,
  FastagImportResult,
  FastagProposedToll,
} from '@rental/shared/fastag';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#fastag-statements: the statement import, the tolls to confirm, the confirming.

const fastagKeys = { proposed: ['admin', 'fastag', 'proposed'] as const };

/** GET /admin/fastag/proposed: tolls waiting to be confirmed, oldest first. */
export function useProposedTolls() {
  return useQuery({
    queryKey: fastagKeys.proposed,
    queryFn: ({ signal }) =>
      apiRequest<FastagProposedToll[]>('/admin/fastag/proposed', { auth: 'admin', signal }),
  });
}

/**
 * POST /admin/fastag/imports: the statement's text, with the bank whose saved columns read it;
 * answers what matched and what did not.
 */
export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FastagImportRequest) =>
      apiRequest<FastagImportResult>('/admin/fastag/imports', {
        method: 'POST',
        auth: 'admin',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fastagKeys.proposed }),
  });
}

/** POST /admin/fastag/confirm: the chosen tolls become charges, all or none. */
export function useConfirmTolls() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest<{ confirmed: number; chargeIds: string[] }>('/admin/fastag/confirm', {
        method: 'POST',
        auth: 'admin',
        body: { ids },
      }),
    // A refusal (confirmed meanwhile) reloads the list too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

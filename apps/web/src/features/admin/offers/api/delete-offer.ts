import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { offerKeys } from '@/api/offers';

export function deleteOffer(id: string): Promise<unknown> {
  return apiRequest<unknown>(`/offers/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: 'admin',
  });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { carKeys } from '@/api/cars';
import { apiRequest } from '@/lib/api-client';

export function deleteCar(id: string): Promise<unknown> {
  return apiRequest<unknown>(`/cars/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: 'admin',
  });
}

export function useDeleteCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: carKeys.all }),
  });
}

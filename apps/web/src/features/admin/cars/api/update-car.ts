import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Car } from '@rental/shared/cars';
import { carKeys } from '@/api/cars';
import { apiRequest } from '@/lib/api-client';

export function updateCar({ id, body }: { id: string; body: FormData }): Promise<Car> {
  return apiRequest<Car>(`/cars/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    auth: 'admin',
  });
}

export function useUpdateCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carKeys.all }),
  });
}

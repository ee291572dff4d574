import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Car } from '@rental/shared/cars';
import { carKeys } from '@/api/cars';
import { apiRequest } from '@/lib/api-client';

export function toggleCar(id: string): Promise<Car> {
  return apiRequest<Car>(`/cars/${encodeURIComponent(id)}/toggle`, {
    method: 'PATCH',
    auth: 'admin',
  });
}

/** docs/product.md#admin: the list reloads after a toggle. */
export function useToggleCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCar,
    onSettled: () => queryClient.invalidateQueries({ queryKey: carKeys.all }),
  });
}

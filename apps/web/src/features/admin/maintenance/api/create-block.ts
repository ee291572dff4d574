import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaintenanceBlockCreated, MaintenanceBlockRequest } from '@rental/shared/blocks';
import { apiRequest } from '@/lib/api-client';
import { carScheduleKeys } from './get-car-schedule';

/** `from` and `to` as a datetime-local input gives them: Kolkata wall-clock time. */
export function createBlock({
  carId,
  block,
}: {
  carId: string;
  block: MaintenanceBlockRequest;
}): Promise<MaintenanceBlockCreated> {
  return apiRequest<MaintenanceBlockCreated>(`/cars/${encodeURIComponent(carId)}/blocks`, {
    method: 'POST',
    body: block,
    auth: 'admin',
  });
}

export function useCreateBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlock,
    onSuccess: (_created, { carId }) =>
      queryClient.invalidateQueries({ queryKey: carScheduleKeys.car(carId) }),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { MaintenanceBlock } from '@rental/shared/blocks';
import { apiRequest } from '@/lib/api-client';
import { carScheduleKeys } from './get-car-schedule';

export function getCarBlocks(carId: string, signal?: AbortSignal): Promise<MaintenanceBlock[]> {
  return apiRequest<MaintenanceBlock[]>(`/cars/${encodeURIComponent(carId)}/blocks`, {
    auth: 'admin',
    signal,
  });
}

/** Every maintenance block of a car, by start. */
export function useCarBlocks(carId: string) {
  return useQuery({
    queryKey: carScheduleKeys.blocks(carId),
    queryFn: ({ signal }) => getCarBlocks(carId, signal),
  });
}

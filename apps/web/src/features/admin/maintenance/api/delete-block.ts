import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { carScheduleKeys } from './get-car-schedule';

export function deleteBlock({ carId, blockId }: { carId: string; blockId: string }) {
  return apiRequest<{ message: string }>(
    `/cars/${encodeURIComponent(carId)}/blocks/${encodeURIComponent(blockId)}`,
    { method: 'DELETE', auth: 'admin' },
  );
}

export function useDeleteBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlock,
    // A block already gone (404) is no longer on the server either: refresh in both cases.
    onSettled: (_answer, _error, { carId }) =>
      queryClient.invalidateQueries({ queryKey: carScheduleKeys.car(carId) }),
  });
}

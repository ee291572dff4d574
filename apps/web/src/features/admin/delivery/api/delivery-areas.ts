import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryArea } from '@rental/shared/delivery';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#doorstep-delivery: every branch's area, the owner's edit of one, a day off.

export const deliveryAreasKey = ['admin', 'delivery-areas'] as const;

export function listDeliveryAreas(signal?: AbortSignal): Promise<DeliveryArea[]> {
  return apiRequest<DeliveryArea[]>('/delivery/areas', { signal });
}

export function useDeliveryAreas() {
  return useQuery({
    queryKey: deliveryAreasKey,
    queryFn: ({ signal }) => listDeliveryAreas(signal),
  });
}

export interface SaveDeliveryArea {
  branch: string;
  slotsPerHour: number;
  pins: { pin: string; fee: number }[];
}

/** PUT /admin/delivery/areas/{branch}. */
export function saveDeliveryArea({ branch, ...body }: SaveDeliveryArea): Promise<DeliveryArea> {
  return apiRequest<DeliveryArea>(`/admin/delivery/areas/${encodeURIComponent(branch)}`, {
    method: 'PUT',
    body,
    auth: 'admin',
  });
}

export function useSaveDeliveryArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeliveryArea,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryAreasKey }),
  });
}

/** POST /admin/delivery/areas/{branch}/days-off. */
export function setDeliveryDayOff(input: { branch: string; date: string; off: boolean }) {
  return apiRequest<DeliveryArea>(
    `/admin/delivery/areas/${encodeURIComponent(input.branch)}/days-off`,
    { method: 'POST', body: { date: input.date, off: input.off }, auth: 'admin' },
  );
}

export function useSetDeliveryDayOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDeliveryDayOff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryAreasKey }),
  });
}

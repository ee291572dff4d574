import { useQuery } from '@tanstack/react-query';
import type { DeliveryArea } from '@rental/shared/delivery';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#doorstep-delivery: where each branch delivers and for how much (public).

export function getDeliveryAreas(signal?: AbortSignal): Promise<DeliveryArea[]> {
  return apiRequest<DeliveryArea[]>('/delivery/areas', { signal });
}

export function useDeliveryAreas() {
  return useQuery({
    queryKey: ['delivery-areas'],
    queryFn: ({ signal }) => getDeliveryAreas(signal),
    staleTime: 5 * 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { DeliveryArea } from '@rental/shared/delivery';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#doorstep-delivery: where each branch delivers and for how much (public).

export function getDeliveryAreas(signal?: AbortSignal): Promise<DeliveryArea[]> {
  return apiRequest<DeliveryArea[]>('/delivery/areas', { signal });
}

/** Read only once the renter asks for a doorstep leg (`enabled`). */
export function useDeliveryAreas(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['delivery-areas'],
    queryFn: ({ signal }) => getDeliveryAreas(signal),
    staleTime: 5 * 60_000,
  });
}

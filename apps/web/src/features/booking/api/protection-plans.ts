import { useQuery } from '@tanstack/react-query';
import type { ProtectionPlan } from '@rental/shared/protection';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#protection-plans: the plans on offer (public), in the owner's order.

export function getProtectionPlans(signal?: AbortSignal): Promise<ProtectionPlan[]> {
  return apiRequest<ProtectionPlan[]>('/protection-plans', { signal });
}

export function useProtectionPlans() {
  return useQuery({
    queryKey: ['protection-plans'],
    queryFn: ({ signal }) => getProtectionPlans(signal),
    staleTime: 5 * 60_000,
  });
}

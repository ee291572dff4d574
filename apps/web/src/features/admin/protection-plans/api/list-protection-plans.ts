import { useQuery } from '@tanstack/react-query';
import type { ProtectionPlan } from '@rental/shared/protection';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#protection-plans: every plan for the owner, withdrawn ones too, in her order.

export const protectionPlanKeys = { all: ['admin', 'protection-plans'] as const };

export function listProtectionPlans(signal?: AbortSignal) {
  return apiRequest<ProtectionPlan[]>('/admin/protection-plans', { auth: 'admin', signal });
}

export function useProtectionPlans() {
  return useQuery({
    queryKey: protectionPlanKeys.all,
    queryFn: ({ signal }) => listProtectionPlans(signal),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProtectionPlan, ProtectionPlanInput } from '@rental/shared/protection';
import { apiRequest } from '@/lib/api-client';
import { protectionPlanKeys } from './list-protection-plans';

export interface SaveProtectionPlan {
  /** null adds a plan. */
  id: string | null;
  body: ProtectionPlanInput;
}

/** POST /admin/protection-plans for a new plan, PUT /admin/protection-plans/{id} for a change. */
export function saveProtectionPlan({ id, body }: SaveProtectionPlan): Promise<ProtectionPlan> {
  return apiRequest<ProtectionPlan>(
    id === null ? '/admin/protection-plans' : `/admin/protection-plans/${encodeURIComponent(id)}`,
    { method: id === null ? 'POST' : 'PUT', body, auth: 'admin' },
  );
}

export function useSaveProtectionPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProtectionPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: protectionPlanKeys.all }),
  });
}

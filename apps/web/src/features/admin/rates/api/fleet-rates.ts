import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@rental/shared/api-error';
import type {
  DateRuleCreate,
  FleetRates,
  StoredDateRule,
} from '@rental/shared/pricing/rate-card-schemas';
import { carKeys } from '@/api/cars';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#rate-plans: the owner's rates screen: every car's rate card and every date
// rule (GET /admin/rates), and adding or removing a rule.

export const fleetRatesKey = ['admin', 'rates'] as const;

export function getFleetRates(signal?: AbortSignal): Promise<FleetRates> {
  return apiRequest<FleetRates>('/admin/rates', { auth: 'admin', signal });
}

export function useFleetRates() {
  return useQuery({ queryKey: fleetRatesKey, queryFn: ({ signal }) => getFleetRates(signal) });
}

/** A rule changes prices the public screens show: they are read again too. */
function useRulesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: fleetRatesKey }),
      queryClient.invalidateQueries({ queryKey: carKeys.all }),
    ]);
}

export function addDateRule(body: DateRuleCreate): Promise<StoredDateRule> {
  return apiRequest<StoredDateRule>('/admin/date-rules', { method: 'POST', body, auth: 'admin' });
}

export function useAddDateRule() {
  const changed = useRulesChanged();
  return useMutation({ mutationFn: addDateRule, onSuccess: changed });
}

export function removeDateRule(id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/admin/date-rules/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: 'admin',
  });
}

export function useRemoveDateRule() {
  const changed = useRulesChanged();
  return useMutation({ mutationFn: removeDateRule, onSuccess: changed });
}

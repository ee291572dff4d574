import { useQuery } from '@tanstack/react-query';
import type { PolicyFigures } from '@rental/shared/policy';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#configuration: the advance, hold, pending cap and late grace the server is
// configured with; the Terms and the policy lists print these, never the built-in defaults.

export function getPolicyFigures(signal?: AbortSignal): Promise<PolicyFigures> {
  return apiRequest<PolicyFigures>('/policy', { signal });
}

export function usePolicyFigures() {
  return useQuery({
    queryKey: ['policy'],
    queryFn: ({ signal }) => getPolicyFigures(signal),
    // Fixed until the server restarts.
    staleTime: Infinity,
  });
}

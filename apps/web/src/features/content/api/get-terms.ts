import { useQuery } from '@tanstack/react-query';
import { TermsVersionSchema, type TermsVersion } from '@rental/shared/agreement';
import { apiRequest } from '@/lib/api-client';

// GET /api/terms (docs/product.md#rental-agreement): the rental terms in force, as the owner last
// saved them, with their version.

export function useTermsInForce() {
  return useQuery<TermsVersion>({
    queryKey: ['terms'],
    queryFn: async ({ signal }) =>
      TermsVersionSchema.parse(await apiRequest<unknown>('/terms', { signal })),
    staleTime: 5 * 60_000,
  });
}

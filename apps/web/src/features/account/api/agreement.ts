import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AgreementSchema,
  BookingAgreementSchema,
  TermsVersionSchema,
  type Agreement,
  type TermsVersion,
} from '@rental/shared/agreement';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#rental-agreement: the renter's own booking's agreement, the terms, and the
// acceptance with the code texted to them, on their own phone.

const key = (id: string) => ['own-agreement', id] as const;
const path = (id: string) => `/bookings/${encodeURIComponent(id)}/agreement`;

export function useOwnAgreement(id: string) {
  return useQuery<Agreement | null>({
    queryKey: key(id),
    queryFn: async ({ signal }) =>
      BookingAgreementSchema.parse(await apiRequest<unknown>(path(id), { auth: 'user', signal }))
        .agreement,
  });
}

export function useRentalTerms() {
  return useQuery<TermsVersion>({
    queryKey: ['terms'],
    queryFn: async ({ signal }) =>
      TermsVersionSchema.parse(await apiRequest<unknown>('/terms', { signal })),
    staleTime: 5 * 60_000,
  });
}

export function useAcceptOwnAgreement(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      AgreementSchema.parse(
        await apiRequest<unknown>(`${path(id)}/accept`, {
          method: 'POST',
          body: { code },
          auth: 'user',
        }),
      ),
    onSuccess: (agreement) => client.setQueryData(key(id), agreement),
  });
}

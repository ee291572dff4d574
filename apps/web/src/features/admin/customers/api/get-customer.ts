import { useQuery } from '@tanstack/react-query';
import type { CustomerDetail } from '@rental/shared/customer-directory';
import { apiRequest } from '@/lib/api-client';
import { customerKeys } from './get-customers';

/** GET /api/admin/customers/{id}: the renter's bookings, figures, documents, notes and block. */
export function useCustomer(id: string) {
  return useQuery({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<CustomerDetail>(`/admin/customers/${encodeURIComponent(id)}`, {
        auth: 'admin',
        signal,
      }),
  });
}

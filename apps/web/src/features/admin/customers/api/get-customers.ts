import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerPage } from '@rental/shared/customer-directory';
import { apiRequest } from '@/lib/api-client';

// docs/product.md#customers: GET /api/admin/customers pages and searches on the server, so the
// directory stays quick with 100,000 renters.

export const customerKeys = {
  all: ['admin', 'customers'] as const,
  list: (q: string, page: number) => [...customerKeys.all, 'list', q, page] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
};

export function getCustomers(q: string, page: number, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return apiRequest<CustomerPage>(`/admin/customers${search ? `?${search}` : ''}`, {
    auth: 'admin',
    signal,
  });
}

/** One page of the directory; the previous page stays on screen while the next one loads. */
export function useCustomers(q: string, page: number) {
  return useQuery({
    queryKey: customerKeys.list(q, page),
    queryFn: ({ signal }) => getCustomers(q, page, signal),
    placeholderData: keepPreviousData,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { Car } from '@rental/shared/cars';
import { apiRequest } from '@/lib/api-client';
import { carSearchPath, type DateSearch } from '@/lib/date-search';

// Reading cars is needed by the public site, the booking form and the admin: one place for it.

export const carKeys = {
  all: ['cars'] as const,
  list: () => [...carKeys.all, 'list'] as const,
  search: (path: string) => [...carKeys.all, 'search', path] as const,
  detail: (id: string) => [...carKeys.all, 'detail', id] as const,
};

export function getCars(signal?: AbortSignal): Promise<Car[]> {
  return apiRequest<Car[]>('/cars', { signal });
}

export function getCar(id: string, signal?: AbortSignal): Promise<Car> {
  return apiRequest<Car>(`/cars/${encodeURIComponent(id)}`, { signal });
}

export function useCars({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: carKeys.list(), queryFn: ({ signal }) => getCars(signal), enabled });
}

/**
 * docs/product.md#availability: GET /api/cars?from=…&to=…&branch=…, every live car (of the branch) with
 * `freeForDates`. Disabled without a search.
 */
export function useCarSearch(search: DateSearch | null) {
  const path = search ? carSearchPath(search) : '';
  return useQuery({
    queryKey: carKeys.search(path),
    queryFn: ({ signal }) => apiRequest<Car[]>(path, { signal }),
    enabled: Boolean(search),
  });
}

export function useCar(id: string) {
  return useQuery({ queryKey: carKeys.detail(id), queryFn: ({ signal }) => getCar(id, signal) });
}

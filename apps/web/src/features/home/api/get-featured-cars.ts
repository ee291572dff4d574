import { useQueryClient, type QueryState } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { Car } from '@rental/shared/cars';
import { apiRequest } from '@/lib/api-client';

// The home screen reads the featured cars straight from the shared query cache instead of
// through useQuery: useQuery's observer would add ~3 KB gzip to the home screen's first load,
// which has a 120 KB budget. Under the `cars` key of src/api/cars.ts, so car writes refresh it.
const FEATURED_KEY = ['cars', 'featured'] as const;

export function getFeaturedCars(signal?: AbortSignal): Promise<Car[]> {
  return apiRequest<Car[]>('/cars/featured/cars', { signal });
}

export function useFeaturedCars() {
  const client = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => client.getQueryCache().subscribe(listener),
    [client],
  );
  const state: QueryState<Car[]> | undefined = useSyncExternalStore(subscribe, () =>
    client.getQueryState<Car[]>(FEATURED_KEY),
  );

  useEffect(() => {
    // Fetches unless fresh data is cached; a failure is kept in the query state.
    void client.prefetchQuery({
      queryKey: FEATURED_KEY,
      queryFn: ({ signal }) => getFeaturedCars(signal),
    });
  }, [client]);

  const status = state?.status ?? 'pending';
  return {
    data: state?.data,
    isPending: status === 'pending',
    isError: status === 'error',
    isSuccess: status === 'success',
  };
}

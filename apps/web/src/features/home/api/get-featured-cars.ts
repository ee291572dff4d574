import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { Car } from '@rental/shared/cars';
import { apiRequest, worthRetrying } from '@/lib/api-client';

// The home screen is most visitors' first load, which carries no TanStack Query
// (docs/decisions/022-performance-close-to-the-limit.md): its featured cars are fetched here.
// Once a screen that has the query client loads, they move into its cache (shareFeaturedCars)
// under the `cars` key of src/api/cars.ts, so car writes refresh them as before.

interface FeaturedCars {
  status: 'pending' | 'success' | 'error';
  data?: Car[] | undefined;
  /** When the data arrived, for the query cache's staleness. */
  updatedAt: number;
}

const FEATURED_KEY = ['cars', 'featured'] as const;
/** The waits before the second and third try, as the query client's retries wait. */
const RETRY_DELAYS_MS = [1000, 2000];

let featured: FeaturedCars = { status: 'pending', updatedAt: 0 };
let client: QueryClient | null = null;
let fetching = false;
const listeners = new Set<() => void>();

function publish(next: FeaturedCars): void {
  featured = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getFeaturedCars(signal?: AbortSignal): Promise<Car[]> {
  return apiRequest<Car[]>('/cars/featured/cars', { signal });
}

async function getWithRetries(): Promise<Car[]> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await getFeaturedCars();
    } catch (error) {
      const delay = RETRY_DELAYS_MS[failures];
      if (delay === undefined || !worthRetrying(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Fetches unless the cars are here (or fresh in the query cache); a failure is kept in the state. */
function load(): void {
  if (client) {
    void client.prefetchQuery({
      queryKey: FEATURED_KEY,
      queryFn: ({ signal }) => getFeaturedCars(signal),
    });
    return;
  }
  if (fetching || featured.status === 'success') return;
  fetching = true;
  getWithRetries().then(
    (data) => {
      fetching = false;
      const updatedAt = Date.now();
      publish({ status: 'success', data, updatedAt });
      client?.setQueryData(FEATURED_KEY, data, { updatedAt });
    },
    () => {
      fetching = false;
      publish({ ...featured, status: 'error' });
    },
  );
}

const isFeaturedKey = (key: QueryKey) =>
  key.length === FEATURED_KEY.length && FEATURED_KEY.every((part, i) => key[i] === part);

/**
 * Hands the featured cars to the app's query client when it loads: what is here is seeded into
 * its cache, and from then on the cache fetches, refreshes and invalidates them.
 */
export function shareFeaturedCars(queryClient: QueryClient): void {
  client = queryClient;
  if (featured.status === 'success') {
    queryClient.setQueryData(FEATURED_KEY, featured.data, { updatedAt: featured.updatedAt });
  }
  queryClient.getQueryCache().subscribe((event) => {
    // A query the cache drops for want of observers leaves the cars last shown in place.
    if (event.type === 'removed' || !isFeaturedKey(event.query.queryKey)) return;
    const state = event.query.state;
    if (state.status === featured.status && state.data === featured.data) return;
    publish({
      status: state.status,
      data: state.data as Car[] | undefined,
      updatedAt: state.dataUpdatedAt,
    });
  });
}

export function useFeaturedCars() {
  const { status, data } = useSyncExternalStore(subscribe, () => featured);
  useEffect(load, []);
  return {
    data,
    isPending: status === 'pending',
    isError: status === 'error',
    isSuccess: status === 'success',
  };
}

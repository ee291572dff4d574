import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, type Location, type RouteObject } from 'react-router';
import { ProbedRoutes } from './location-probes';

/** Where the router is now, for the test to read. */
export interface RouterProbe {
  location: Location;
}

/**
 * The routes in a memory router, rendered as the app renders its own (app/app.tsx), inside a
 * query client; `router.location` follows the navigations.
 */
export function renderRoutes(
  routes: RouteObject[],
  { url = '/', client = new QueryClient() }: { url?: string; client?: QueryClient } = {},
) {
  const router = {} as RouterProbe;
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ProbedRoutes
          routes={routes}
          onLocation={(location) => {
            router.location = location;
          }}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient: client };
}

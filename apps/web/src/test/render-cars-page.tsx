import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { Car } from '@rental/shared/cars';
import { CarsPage } from '@/app/routes/cars';
import { SearchProbe } from './location-probes';

/** Answers every request with these cars; the mock shows what was asked for. */
export function serveCars(cars: readonly Car[]) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(cars), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The car list at this address, its query string shown under the test id 'query'. */
export function renderCarsPage(url = '/cars') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/cars"
            element={
              <>
                <CarsPage />
                <SearchProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

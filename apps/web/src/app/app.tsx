import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useRoutes } from 'react-router';
import { RouteErrorBoundary } from '@/components/layout/route-error';
import { createQueryClient } from '@/lib/query-client';
import { BrowserRouter } from './browser-router';
import { routes } from './router';

function Screens() {
  return useRoutes(routes);
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <RouteErrorBoundary>
          <Screens />
        </RouteErrorBoundary>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

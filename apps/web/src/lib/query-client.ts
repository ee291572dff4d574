import { QueryClient } from '@tanstack/react-query';
import { worthRetrying } from './api-client';

/**
 * The app's one query client. It loads with the first screen that uses it (app/lazy-screen.tsx),
 * not with the home screen's first load (docs/decisions/022-performance-close-to-the-limit.md).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => failures < 2 && worthRetrying(error),
      refetchOnWindowFocus: false,
    },
  },
});

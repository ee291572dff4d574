import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { shareFeaturedCars } from '@/features/home/api/get-featured-cars';
import { queryClient } from '@/lib/query-client';

// Loaded with the first screen other than home (app/lazy-screen.tsx). From here on the home
// screen's featured cars live in the query cache as well.
shareFeaturedCars(queryClient);

/** The app's one query client, around a screen. */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

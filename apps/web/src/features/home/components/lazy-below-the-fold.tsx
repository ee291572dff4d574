import { Suspense, lazy } from 'react';
import { useNearViewport } from '@/components/use-near-viewport';

const BelowTheFold = lazy(async () => ({
  default: (await import('./below-the-fold')).BelowTheFold,
}));

/**
 * The home screen's lower sections load when the visitor scrolls towards them, which keeps the
 * first load (budget 120 KB gzip) and the work before the first paint small.
 */
export function LazyBelowTheFold() {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  if (!near) return <div ref={ref} className="home-below-slot" />;
  return (
    <Suspense fallback={<div className="home-below-slot" />}>
      <BelowTheFold />
    </Suspense>
  );
}

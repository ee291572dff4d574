import { Suspense, lazy } from 'react';
import { useNearViewport } from '../use-near-viewport';

const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

/**
 * The footer's code loads when the visitor scrolls near it (at once on a short page): it is far
 * below the fold on most screens, and every screen's first load has a budget. A dark block of
 * the footer's height holds its place, so nothing moves when it arrives.
 */
export function LazyFooter() {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  if (!near) return <div ref={ref} className="site-footer-slot" />;
  return (
    <Suspense fallback={<div className="site-footer-slot" />}>
      <Footer />
    </Suspense>
  );
}

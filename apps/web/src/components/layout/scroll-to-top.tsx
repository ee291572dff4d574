import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** docs/product.md#screens: the page scrolls to the top on every route change (not on a filter change). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

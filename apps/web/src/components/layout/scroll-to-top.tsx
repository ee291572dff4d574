import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** The app's first screen is where the browser put the visitor; the next ones start at the top. */
let firstScreen = true;

/**
 * docs/product.md#screens: the page scrolls to the top on every route change (not on a filter
 * change). Not on arrival: the server painted the page before the app ran, and a visitor on a
 * slow phone may have scrolled it (or a reload restored their place) by the time the app mounts.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (firstScreen) {
      firstScreen = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

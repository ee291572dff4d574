import { useCallback, useEffect, useState } from 'react';
import { NAV_HIDE_SCROLL_PX } from '@rental/shared/constants';

/**
 * docs/product.md#screens: the bar hides when the visitor scrolls down past 100 px and comes back on scrolling up.
 * `reveal` brings it back at once (keyboard focus entering the bar, the menu opening).
 */
export function useHideOnScroll(threshold: number = NAV_HIDE_SCROLL_PX) {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > last && y > threshold) setHidden(true);
      else if (y < last || y <= threshold) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);

  const reveal = useCallback(() => setHidden(false), []);
  return { hidden, reveal };
}

import { useEffect, useRef } from 'react';

/**
 * Moves focus to, and centres in view, the element that confirms an action the moment it
 * appears (`shown` turns true after being false while mounted). The button that was pressed is
 * gone by then, so the focus would fall to the page, and on a phone the confirmation would land
 * under the sticky header (docs/product.md#holds-and-payments). An element shown from the start
 * (a page opened later) takes no focus. The element needs tabIndex={-1}.
 */
export function useFocusOnArrival<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  const wasShown = useRef(shown);
  useEffect(() => {
    if (shown && !wasShown.current && ref.current) {
      ref.current.focus({ preventScroll: true });
      // jsdom (component tests) has no scrolling.
      ref.current.scrollIntoView?.({ block: 'center' });
    }
    wasShown.current = shown;
  }, [shown]);
  return ref;
}

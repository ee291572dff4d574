import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a new screen may take to draw its heading (its code and data arriving). */
const WAIT_FOR_HEADING_MS = 8000;

/** The screen's main heading once it is drawn for good (not while the screen is loading). */
function readyHeading(): HTMLElement | null {
  const main = document.getElementById('main');
  if (!main || main.getAttribute('aria-busy') === 'true') return null;
  if (main.querySelector('[role="status"] .spinner-border, .placeholder-glow')) return null;
  return main.querySelector<HTMLElement>('h1');
}

/**
 * After every change of screen (not the first load, where the browser starts at the top of the
 * document), focus moves to the new screen's main heading and a polite live region names it,
 * so keyboard and screen reader users know the page changed and continue from its top
 * (docs/decisions/014-focus-and-small-screens.md). A screen that moves focus itself (into a
 * field, a dialog) keeps it; the wait ends at the first key or tap.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (!main) return;
    let focused: HTMLElement | null = null;
    const settle = () => {
      const active = document.activeElement;
      // Focus the screen placed inside itself stays where it is.
      if (active && active !== main && main.contains(active) && active !== focused) return stop();
      const heading = readyHeading();
      if (!heading || heading === active) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      focused = heading;
      setAnnouncement(heading.textContent?.trim() ?? document.title);
    };
    const observer = new MutationObserver(settle);
    observer.observe(main, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
    const timer = window.setTimeout(stop, WAIT_FOR_HEADING_MS);
    // Keys and taps are the person taking over: their focus is not moved again.
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
    }
    settle();
    return stop;
  }, [pathname]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}

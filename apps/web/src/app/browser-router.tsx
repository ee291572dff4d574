import { useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { NavigatingContext } from '@/lib/navigating';

/**
 * React Router's `BrowserRouter`, which also tells whether a navigation is under way
 * (`useNavigating`, lib/navigating.ts). Every change of address renders as a transition, so the
 * screen on show stays, and stays usable, until the next screen's code has arrived and it has
 * rendered. A screen that only replaces its own query (a search box, a filter bound to the
 * address) renders at once instead: a box whose value is held back by a transition is put back
 * to its old value after each key, so on a slow phone the keys typed meanwhile are lost.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [navigating, startNavigation] = useTransition();
  const pathname = useRef(history.location.pathname);
  useLayoutEffect(
    () =>
      history.listen((update) => {
        const samePage =
          update.action === 'REPLACE' && update.location.pathname === pathname.current;
        pathname.current = update.location.pathname;
        if (samePage) setState(update);
        else startNavigation(() => setState(update));
      }),
    [history],
  );
  return (
    <NavigatingContext value={navigating}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigatingContext>
  );
}

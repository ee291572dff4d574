import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { NavigatingContext } from '@/lib/navigating';

/**
 * React Router's `BrowserRouter`, which also tells whether a navigation is under way
 * (`useNavigating`, lib/navigating.ts). Every change of address renders as a transition, so the
 * screen on show stays, and stays usable, until the next screen's code has arrived and it has
 * rendered.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [navigating, startNavigation] = useTransition();
  useLayoutEffect(
    () => history.listen((update) => startNavigation(() => setState(update))),
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

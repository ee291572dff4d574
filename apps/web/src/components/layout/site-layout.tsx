import { Outlet, useMatches } from 'react-router';
import { ChatButton } from './chat-button';
import { LazyFooter } from './lazy-footer';
import { NavBar } from './nav-bar';
import { ScrollToTop } from './scroll-to-top';

/** A route with `handle: { fullWidth: true }` lays out its own sections edge to edge. */
export interface LayoutHandle {
  fullWidth?: boolean;
}

/** Every screen: skip link, navigation bar, the screen, footer and the floating chat button. */
export function SiteLayout() {
  const matches = useMatches();
  const fullWidth = matches.some((match) => (match.handle as LayoutHandle | undefined)?.fullWidth);
  return (
    <>
      <ScrollToTop />
      <SkipLink />
      <NavBar />
      <main id="main" tabIndex={-1} className="site-main">
        {fullWidth ? (
          <Outlet />
        ) : (
          <div className="container py-4 py-lg-5">
            <Outlet />
          </div>
        )}
      </main>
      <LazyFooter />
      <ChatButton />
    </>
  );
}

/**
 * What shows while the first screen's code arrives: the navigation bar over an empty page as
 * tall as the window, so the screen then fills in without moving anything.
 */
export function SiteShell() {
  return (
    <>
      <SkipLink />
      <NavBar />
      <main id="main" className="site-main site-main--loading" aria-busy="true" />
    </>
  );
}

function SkipLink() {
  return (
    <a href="#main" className="visually-hidden-focusable">
      Skip to main content
    </a>
  );
}

import type { ComponentType } from 'react';
import { Outlet, useMatches } from 'react-router';
import { LazyFooter } from './lazy-footer';
import { NavBar } from './nav-bar';
import { PageHero, type PageHeroContent } from './page-hero';
import { RouteFocus } from './route-focus';
import { ScrollToTop } from './scroll-to-top';

/**
 * What a route may tell the layout: `fullWidth` screens lay out their own sections edge to
 * edge; a `hero` is drawn by the layout itself, so it shows while the screen's code is still on
 * its way (it is the largest paint of the car list).
 */
export interface LayoutHandle {
  fullWidth?: boolean;
  hero?: PageHeroContent;
  /** Drawn in place of the screen while its code is on its way (it must be in the first bundle). */
  placeholder?: ComponentType;
}

/**
 * Every screen: skip link, navigation bar, the screen, footer; the chat button rides in the bar.
 * `loading` is the state before the first screen's code has arrived: the bar, the route's hero
 * or placeholder and an empty page as tall as the window, so the screen then fills in without moving anything.
 * The router renders the same component for both, so nothing is painted twice.
 */
export function SiteLayout({ loading = false }: { loading?: boolean }) {
  const handles = useMatches().map((match) => (match.handle ?? {}) as LayoutHandle);
  const fullWidth = handles.some((handle) => handle.fullWidth);
  const hero = handles.find((handle) => handle.hero)?.hero;
  const Placeholder = handles.find((handle) => handle.placeholder)?.placeholder;
  return (
    <>
      <ScrollToTop />
      <RouteFocus />
      <a href="#main" className="visually-hidden-focusable">
        Skip to main content
      </a>
      <NavBar />
      <main
        id="main"
        tabIndex={-1}
        className={`site-main${loading ? ' site-main--loading' : ''}`}
        aria-busy={loading || undefined}
      >
        {hero && <PageHero {...hero} compact />}
        {loading ? (
          Placeholder && <Placeholder />
        ) : fullWidth ? (
          <Outlet />
        ) : (
          <div className="container py-4 py-lg-5">
            <Outlet />
          </div>
        )}
      </main>
      {!loading && <LazyFooter />}
    </>
  );
}

import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { Outlet, matchRoutes, useLocation, type RouteObject } from 'react-router';
import { LazyFooter } from './lazy-footer';
import { NavBar } from './nav-bar';
import { PageHero, type PageHeroContent } from './page-hero';
import { RouteFocus } from './route-focus';
import { ScrollToTop } from './scroll-to-top';

/**
 * What a route may tell the layout through its `handle`: `fullWidth` screens lay out their own
 * sections edge to edge; a `hero` is drawn by the layout itself, so it shows while the screen's
 * code is still on its way (it is the largest paint of the car list).
 */
export interface LayoutHandle {
  fullWidth?: boolean;
  hero?: PageHeroContent;
  /** Drawn in place of the screen while its code is on its way (it must be in the first bundle). */
  placeholder?: ComponentType;
}

/** What the handles of the routes the address matches ask for, together. */
function layoutAt(screens: RouteObject[], pathname: string): LayoutHandle {
  const handles = (matchRoutes(screens, pathname) ?? []).map(
    (match) => (match.route.handle ?? {}) as LayoutHandle,
  );
  return {
    fullWidth: handles.some((handle) => handle.fullWidth),
    hero: handles.find((handle) => handle.hero)?.hero,
    placeholder: handles.find((handle) => handle.placeholder)?.placeholder,
  };
}

/**
 * Every screen: skip link, navigation bar, the screen, footer; the chat button rides in the bar.
 * Until the first screen's code has arrived the page shows its loading state: the bar, the
 * route's hero or placeholder and an empty page as tall as the window, so the screen then fills
 * in without moving anything. Later screens are awaited with the one on show kept (the router
 * renders each change of address as a transition, app/browser-router.tsx). The bar is the same
 * element in both states: it is not drawn twice, and focus in it stays.
 */
export function SiteLayout({ screens }: { screens: RouteObject[] }) {
  const { pathname } = useLocation();
  const layout = useMemo(() => layoutAt(screens, pathname), [screens, pathname]);
  return (
    <>
      <ScrollToTop />
      <RouteFocus />
      <a href="#main" className="visually-hidden-focusable">
        Skip to main content
      </a>
      <NavBar />
      <Suspense fallback={<SiteMain layout={layout} loading />}>
        <SiteMain layout={layout}>
          <Outlet />
        </SiteMain>
        <LazyFooter />
      </Suspense>
    </>
  );
}

function SiteMain({
  layout: { fullWidth, hero, placeholder: Placeholder },
  loading = false,
  children,
}: {
  layout: LayoutHandle;
  loading?: boolean;
  children?: ReactNode;
}) {
  return (
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
        children
      ) : (
        <div className="container py-4 py-lg-5">{children}</div>
      )}
    </main>
  );
}

import type { RouteObject } from 'react-router';
import { SiteLayout } from '@/components/layout/site-layout';
import { CARS_HERO } from '@/features/cars/cars-hero';
import { CarDetailPlaceholder } from '@/features/cars/components/car-detail-placeholder';
import { preloadCarFromPath, preloadCarList } from '@/features/cars/preload';
import { RequireAdmin, RequireUser } from '@/lib/require-session';
import { screen } from './lazy-screen';
import { HomePage } from './routes/home';

// docs/product.md#screens: every route. Each screen is its own chunk so a visitor downloads only
// what they open. Its code is asked for when it is first shown, the address already changed: the
// car screens then also ask for the API answer their largest paint needs (features/cars/preload).

// Public screens lay out their own full-width sections (components/layout/site-layout.tsx).
const full = { fullWidth: true };

const screens: RouteObject[] = [
  // Home is where most visitors land: part of the first bundle, so its first paint waits for
  // no second round trip (docs/decisions/005).
  { index: true, element: <HomePage />, handle: full },
  {
    path: 'cars',
    element: screen(() => {
      preloadCarList();
      return import('./routes/cars');
    }, 'CarsPage'),
    handle: { ...full, hero: CARS_HERO },
  },
  {
    path: 'cars/:id',
    element: screen(() => {
      preloadCarFromPath(window.location.pathname);
      return import('./routes/car-detail');
    }, 'CarDetailPage'),
    handle: { ...full, placeholder: CarDetailPlaceholder },
  },
  { path: 'thank-you', element: screen(() => import('./routes/thank-you'), 'ThankYouPage') },
  { path: 'about', element: screen(() => import('./routes/about'), 'AboutPage'), handle: full },
  {
    path: 'contact',
    element: screen(() => import('./routes/contact'), 'ContactPage'),
    handle: full,
  },
  { path: 'offers', element: screen(() => import('./routes/offers'), 'OffersPage'), handle: full },
  { path: 'terms', element: screen(() => import('./routes/terms'), 'TermsPage'), handle: full },
  {
    path: 'privacy',
    element: screen(() => import('./routes/privacy'), 'PrivacyPage'),
    handle: full,
  },
  {
    path: 'support',
    element: screen(() => import('./routes/support'), 'SupportPage'),
    handle: full,
  },
  { path: 'login', element: screen(() => import('./routes/login'), 'LoginPage') },
  {
    // Customer screens: one guard for all (lib/require-session.tsx).
    element: <RequireUser />,
    children: [
      { path: 'account', element: screen(() => import('./routes/account'), 'AccountPage') },
      {
        path: 'account/bookings/:id/agreement',
        element: screen(() => import('./routes/account-agreement'), 'AccountAgreementPage'),
      },
      { path: 'book/:id', element: screen(() => import('./routes/book'), 'BookPage') },
    ],
  },
  { path: 'admin', element: screen(() => import('./routes/admin/admin-login'), 'AdminLoginPage') },
  {
    path: 'admin/welcome',
    element: screen(() => import('./routes/admin/welcome'), 'AdminWelcomePage'),
  },
  {
    // Signed-in admin screens: the guard, then the back office (app/admin-routes.tsx).
    element: <RequireAdmin />,
    children: [
      { path: 'admin/*', element: screen(() => import('./admin-routes'), 'AdminScreens') },
      {
        path: 'adminoffers/*',
        element: screen(() => import('./admin-routes'), 'AdminOffersScreen'),
      },
    ],
  },
  { path: '*', element: screen(() => import('./routes/not-found'), 'NotFoundPage'), handle: full },
];

/** Every screen inside the site's layout, which draws what their `handle`s ask for. */
export const routes: RouteObject[] = [
  { element: <SiteLayout screens={screens} />, children: screens },
];

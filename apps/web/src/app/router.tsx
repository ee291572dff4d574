import { createBrowserRouter, type RouteObject } from 'react-router';
import { SiteLayout } from '@/components/layout/site-layout';
import { RouteError } from '@/components/layout/route-error';
import { CARS_HERO } from '@/features/cars/cars-hero';
import { CarDetailPlaceholder } from '@/features/cars/components/car-detail-placeholder';
import { preloadCarFromPath, preloadCarList } from '@/features/cars/preload';
import { RequireAdmin, RequireUser } from '@/lib/require-session';
import { HomePage } from './routes/home';

// docs/product.md#screens: every route. Each screen is its own chunk so a visitor downloads only what they open.

type Loader = () => Promise<{ Component: React.ComponentType }>;
// Public screens lay out their own full-width sections (components/layout/site-layout.tsx).
const full = { fullWidth: true };

const page =
  (load: () => Promise<Record<string, unknown>>, name: string): Loader =>
  async () => ({
    Component: (await load())[name] as React.ComponentType,
  });

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    hydrateFallbackElement: <SiteLayout loading />,
    errorElement: <RouteError />,
    children: [
      // Home is where most visitors land: part of the first bundle, so its first paint waits for
      // no second round trip (docs/decisions/005).
      { index: true, Component: HomePage, handle: full },
      {
        path: 'cars',
        lazy: () => {
          preloadCarList();
          return page(() => import('./routes/cars'), 'CarsPage')();
        },
        handle: { ...full, hero: CARS_HERO },
      },
      {
        path: 'cars/:id',
        lazy: () => {
          preloadCarFromPath(window.location.pathname);
          return page(() => import('./routes/car-detail'), 'CarDetailPage')();
        },
        handle: { ...full, placeholder: CarDetailPlaceholder },
      },
      { path: 'thank-you', lazy: page(() => import('./routes/thank-you'), 'ThankYouPage') },
      { path: 'about', lazy: page(() => import('./routes/about'), 'AboutPage'), handle: full },
      {
        path: 'contact',
        lazy: page(() => import('./routes/contact'), 'ContactPage'),
        handle: full,
      },
      { path: 'offers', lazy: page(() => import('./routes/offers'), 'OffersPage'), handle: full },
      { path: 'terms', lazy: page(() => import('./routes/terms'), 'TermsPage'), handle: full },
      {
        path: 'privacy',
        lazy: page(() => import('./routes/privacy'), 'PrivacyPage'),
        handle: full,
      },
      {
        path: 'support',
        lazy: page(() => import('./routes/support'), 'SupportPage'),
        handle: full,
      },
      { path: 'login', lazy: page(() => import('./routes/login'), 'LoginPage') },
      {
        // Customer screens: one guard for all (lib/require-session.tsx).
        element: <RequireUser />,
        children: [
          { path: 'account', lazy: page(() => import('./routes/account'), 'AccountPage') },
          { path: 'book/:id', lazy: page(() => import('./routes/book'), 'BookPage') },
        ],
      },
      { path: 'admin', lazy: page(() => import('./routes/admin/admin-login'), 'AdminLoginPage') },
      {
        path: 'admin/welcome',
        lazy: page(() => import('./routes/admin/welcome'), 'AdminWelcomePage'),
      },
      {
        // Signed-in admin screens: the guard, then the back-office frame around each screen.
        element: <RequireAdmin />,
        children: [
          {
            lazy: page(
              () => import('@/features/admin/shell/components/admin-layout'),
              'AdminLayout',
            ),
            children: [
              {
                path: 'admin/dashboard',
                lazy: page(() => import('./routes/admin/dashboard'), 'AdminDashboardPage'),
              },
              {
                path: 'admin/add-car',
                lazy: page(() => import('./routes/admin/add-car'), 'AddCarPage'),
              },
              {
                path: 'admin/edit-car/:id',
                lazy: page(() => import('./routes/admin/edit-car'), 'EditCarPage'),
              },
              {
                path: 'admin/bookings',
                lazy: page(() => import('./routes/admin/bookings'), 'AdminBookingsPage'),
              },
              {
                path: 'admin/customers',
                lazy: page(() => import('./routes/admin/customers'), 'AdminCustomersPage'),
              },
              {
                path: 'admin/customers/:id',
                lazy: page(() => import('./routes/admin/customers'), 'AdminCustomerPage'),
              },
              {
                path: 'admin/payments',
                lazy: page(() => import('./routes/admin/payments'), 'AdminPaymentsPage'),
              },
              {
                path: 'admin/bookings/:id/pickup',
                lazy: page(() => import('./routes/admin/handover'), 'AdminPickupPage'),
              },
              {
                path: 'admin/bookings/:id/return',
                lazy: page(() => import('./routes/admin/handover'), 'AdminReturnPage'),
              },
              {
                path: 'admin/messages',
                lazy: page(() => import('./routes/admin/messages'), 'AdminMessagesPage'),
              },
              {
                path: 'admin/audit',
                lazy: page(() => import('./routes/admin/audit'), 'AdminAuditPage'),
              },
              {
                path: 'admin/documents',
                lazy: page(() => import('./routes/admin/documents'), 'AdminDocumentsPage'),
              },
              {
                path: 'admin/staff',
                lazy: page(() => import('./routes/admin/staff'), 'AdminStaffPage'),
              },
              {
                path: 'admin/security',
                lazy: page(() => import('./routes/admin/security'), 'AdminSecurityPage'),
              },
              {
                path: 'admin/reports',
                lazy: page(() => import('./routes/admin/reports'), 'AdminReportsPage'),
              },
              {
                path: 'admin/timeline',
                lazy: page(() => import('./routes/admin/timeline'), 'AdminTimelinePage'),
              },
              {
                path: 'adminoffers',
                lazy: page(() => import('./routes/admin/offers'), 'AdminOffersPage'),
              },
              {
                path: 'admin/promo-codes',
                lazy: page(() => import('./routes/admin/promo-codes'), 'AdminPromoCodesPage'),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: page(() => import('./routes/not-found'), 'NotFoundPage'), handle: full },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

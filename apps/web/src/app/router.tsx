import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { SiteLayout } from '@/components/layout/site-layout';
import { CARS_HERO } from '@/features/cars/cars-hero';
import { CarDetailPlaceholder } from '@/features/cars/components/car-detail-placeholder';
import { preloadCarFromPath, preloadCarList } from '@/features/cars/preload';
import { RequireAdmin, RequireUser } from '@/lib/require-session';
import { lazyScreen } from './lazy-screen';
import { HomePage } from './routes/home';

// docs/product.md#screens: every route. Each screen is its own chunk so a visitor downloads only
// what they open. Its code is asked for when it is first shown, the address already changed: the
// car screens then also ask for the API answer their largest paint needs (features/cars/preload).

// Public screens lay out their own full-width sections (components/layout/site-layout.tsx).
const full = { fullWidth: true };

function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ReactElement {
  const Screen = lazyScreen(load, name);
  return <Screen />;
}

const screens: RouteObject[] = [
  // Home is where most visitors land: part of the first bundle, so its first paint waits for
  // no second round trip (docs/decisions/005).
  { index: true, element: <HomePage />, handle: full },
  {
    path: 'cars',
    element: page(() => {
      preloadCarList();
      return import('./routes/cars');
    }, 'CarsPage'),
    handle: { ...full, hero: CARS_HERO },
  },
  {
    path: 'cars/:id',
    element: page(() => {
      preloadCarFromPath(window.location.pathname);
      return import('./routes/car-detail');
    }, 'CarDetailPage'),
    handle: { ...full, placeholder: CarDetailPlaceholder },
  },
  { path: 'thank-you', element: page(() => import('./routes/thank-you'), 'ThankYouPage') },
  { path: 'about', element: page(() => import('./routes/about'), 'AboutPage'), handle: full },
  {
    path: 'contact',
    element: page(() => import('./routes/contact'), 'ContactPage'),
    handle: full,
  },
  { path: 'offers', element: page(() => import('./routes/offers'), 'OffersPage'), handle: full },
  { path: 'terms', element: page(() => import('./routes/terms'), 'TermsPage'), handle: full },
  {
    path: 'privacy',
    element: page(() => import('./routes/privacy'), 'PrivacyPage'),
    handle: full,
  },
  {
    path: 'support',
    element: page(() => import('./routes/support'), 'SupportPage'),
    handle: full,
  },
  { path: 'login', element: page(() => import('./routes/login'), 'LoginPage') },
  {
    // Customer screens: one guard for all (lib/require-session.tsx).
    element: <RequireUser />,
    children: [
      { path: 'account', element: page(() => import('./routes/account'), 'AccountPage') },
      {
        path: 'account/bookings/:id/agreement',
        element: page(() => import('./routes/account-agreement'), 'AccountAgreementPage'),
      },
      { path: 'book/:id', element: page(() => import('./routes/book'), 'BookPage') },
    ],
  },
  { path: 'admin', element: page(() => import('./routes/admin/admin-login'), 'AdminLoginPage') },
  {
    path: 'admin/welcome',
    element: page(() => import('./routes/admin/welcome'), 'AdminWelcomePage'),
  },
  {
    // Signed-in admin screens: the guard, then the back-office frame around each screen.
    element: <RequireAdmin />,
    children: [
      {
        element: page(
          () => import('@/features/admin/shell/components/admin-layout'),
          'AdminLayout',
        ),
        children: [
          {
            path: 'admin/dashboard',
            element: page(() => import('./routes/admin/dashboard'), 'AdminDashboardPage'),
          },
          {
            path: 'admin/add-car',
            element: page(() => import('./routes/admin/add-car'), 'AddCarPage'),
          },
          {
            path: 'admin/edit-car/:id',
            element: page(() => import('./routes/admin/edit-car'), 'EditCarPage'),
          },
          {
            path: 'admin/bookings',
            element: page(() => import('./routes/admin/bookings'), 'AdminBookingsPage'),
          },
          {
            path: 'admin/customers',
            element: page(() => import('./routes/admin/customers'), 'AdminCustomersPage'),
          },
          {
            path: 'admin/customers/:id',
            element: page(() => import('./routes/admin/customers'), 'AdminCustomerPage'),
          },
          {
            path: 'admin/payments',
            element: page(() => import('./routes/admin/payments'), 'AdminPaymentsPage'),
          },
          {
            path: 'admin/bookings/:id/pickup',
            element: page(() => import('./routes/admin/handover'), 'AdminPickupPage'),
          },
          {
            path: 'admin/bookings/:id/return',
            element: page(() => import('./routes/admin/handover'), 'AdminReturnPage'),
          },
          {
            path: 'admin/disputes',
            element: page(() => import('./routes/admin/after-trip'), 'AdminDisputesPage'),
          },
          {
            path: 'admin/fastag',
            element: page(() => import('./routes/admin/fastag'), 'AdminFastagPage'),
          },
          {
            path: 'admin/deposit-returns',
            element: page(() => import('./routes/admin/after-trip'), 'AdminDepositReturnsPage'),
          },
          {
            path: 'admin/messages',
            element: page(() => import('./routes/admin/messages'), 'AdminMessagesPage'),
          },
          {
            path: 'admin/audit',
            element: page(() => import('./routes/admin/audit'), 'AdminAuditPage'),
          },
          {
            path: 'admin/documents',
            element: page(() => import('./routes/admin/documents'), 'AdminDocumentsPage'),
          },
          {
            path: 'admin/staff',
            element: page(() => import('./routes/admin/staff'), 'AdminStaffPage'),
          },
          {
            path: 'admin/account',
            element: page(() => import('./routes/admin/account'), 'AdminAccountPage'),
          },
          {
            path: 'admin/security',
            element: page(() => import('./routes/admin/security'), 'AdminSecurityPage'),
          },
          {
            path: 'admin/reports',
            element: page(() => import('./routes/admin/reports'), 'AdminReportsPage'),
          },
          {
            path: 'admin/timeline',
            element: page(() => import('./routes/admin/timeline'), 'AdminTimelinePage'),
          },
          {
            path: 'adminoffers',
            element: page(() => import('./routes/admin/offers'), 'AdminOffersPage'),
          },
          {
            path: 'admin/deliveries',
            element: page(() => import('./routes/admin/delivery'), 'AdminDeliveriesPage'),
          },
          {
            path: 'admin/delivery-areas',
            element: page(() => import('./routes/admin/delivery'), 'AdminDeliveryAreasPage'),
          },
          {
            path: 'admin/promo-codes',
            element: page(() => import('./routes/admin/promo-codes'), 'AdminPromoCodesPage'),
          },
          {
            path: 'admin/reviews',
            element: page(() => import('./routes/admin/reviews'), 'AdminReviewsPage'),
          },
          {
            path: 'admin/protection-plans',
            element: page(
              () => import('./routes/admin/protection-plans'),
              'AdminProtectionPlansPage',
            ),
          },
          {
            path: 'admin/terms',
            element: page(() => import('./routes/admin/protection-plans'), 'AdminTermsPage'),
          },
          {
            path: 'admin/rates',
            element: page(() => import('./routes/admin/rates'), 'AdminRatesPage'),
          },
        ],
      },
    ],
  },
  { path: '*', element: page(() => import('./routes/not-found'), 'NotFoundPage'), handle: full },
];

/** Every screen inside the site's layout, which draws what their `handle`s ask for. */
export const routes: RouteObject[] = [
  { element: <SiteLayout screens={screens} />, children: screens },
];

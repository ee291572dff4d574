import type { ReactElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { screen } from './lazy-screen';

// docs/product.md#screens: the back office's screens, under `/admin/`. They are a chunk of their
// own, loaded with the first admin screen, so a new one adds nothing to a visitor's first load;
// each screen is again its own chunk.

const frame = screen(() => import('@/features/admin/shell/components/admin-layout'), 'AdminLayout');

const screens: RouteObject[] = [
  {
    path: 'dashboard',
    element: screen(() => import('./routes/admin/dashboard'), 'AdminDashboardPage'),
  },
  { path: 'add-car', element: screen(() => import('./routes/admin/add-car'), 'AddCarPage') },
  { path: 'edit-car/:id', element: screen(() => import('./routes/admin/edit-car'), 'EditCarPage') },
  {
    path: 'bookings',
    element: screen(() => import('./routes/admin/bookings'), 'AdminBookingsPage'),
  },
  {
    path: 'customers',
    element: screen(() => import('./routes/admin/customers'), 'AdminCustomersPage'),
  },
  {
    path: 'customers/:id',
    element: screen(() => import('./routes/admin/customers'), 'AdminCustomerPage'),
  },
  {
    path: 'payments',
    element: screen(() => import('./routes/admin/payments'), 'AdminPaymentsPage'),
  },
  {
    path: 'bookings/:id/pickup',
    element: screen(() => import('./routes/admin/handover'), 'AdminPickupPage'),
  },
  {
    path: 'bookings/:id/return',
    element: screen(() => import('./routes/admin/handover'), 'AdminReturnPage'),
  },
  {
    path: 'disputes',
    element: screen(() => import('./routes/admin/after-trip'), 'AdminDisputesPage'),
  },
  { path: 'fastag', element: screen(() => import('./routes/admin/fastag'), 'AdminFastagPage') },
  {
    path: 'deposit-returns',
    element: screen(() => import('./routes/admin/after-trip'), 'AdminDepositReturnsPage'),
  },
  {
    path: 'messages',
    element: screen(() => import('./routes/admin/messages'), 'AdminMessagesPage'),
  },
  { path: 'audit', element: screen(() => import('./routes/admin/audit'), 'AdminAuditPage') },
  {
    path: 'documents',
    element: screen(() => import('./routes/admin/documents'), 'AdminDocumentsPage'),
  },
  { path: 'staff', element: screen(() => import('./routes/admin/staff'), 'AdminStaffPage') },
  { path: 'account', element: screen(() => import('./routes/admin/account'), 'AdminAccountPage') },
  {
    path: 'security',
    element: screen(() => import('./routes/admin/security'), 'AdminSecurityPage'),
  },
  { path: 'reports', element: screen(() => import('./routes/admin/reports'), 'AdminReportsPage') },
  {
    path: 'timeline',
    element: screen(() => import('./routes/admin/timeline'), 'AdminTimelinePage'),
  },
  {
    path: 'deliveries',
    element: screen(() => import('./routes/admin/delivery'), 'AdminDeliveriesPage'),
  },
  {
    path: 'delivery-areas',
    element: screen(() => import('./routes/admin/delivery'), 'AdminDeliveryAreasPage'),
  },
  {
    path: 'promo-codes',
    element: screen(() => import('./routes/admin/promo-codes'), 'AdminPromoCodesPage'),
  },
  { path: 'reviews', element: screen(() => import('./routes/admin/reviews'), 'AdminReviewsPage') },
  {
    path: 'protection-plans',
    element: screen(() => import('./routes/admin/protection-plans'), 'AdminProtectionPlansPage'),
  },
  { path: 'terms', element: screen(() => import('./routes/admin/terms'), 'AdminTermsPage') },
  { path: 'rates', element: screen(() => import('./routes/admin/rates'), 'AdminRatesPage') },
];

const notFound = screen(() => import('./routes/not-found'), 'NotFoundPage');

/** `/admin/*` once signed in: each screen in the back-office frame. */
export function AdminScreens(): ReactElement | null {
  return useRoutes([
    { element: frame, children: screens },
    { path: '*', element: notFound },
  ]);
}

const offers: RouteObject[] = [
  { index: true, element: screen(() => import('./routes/admin/offers'), 'AdminOffersPage') },
];

/** `/adminoffers` (the spec's address for the offers screen) in the same frame. */
export function AdminOffersScreen(): ReactElement | null {
  return useRoutes([{ element: frame, children: offers }]);
}

import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ACCOUNT_MESSAGES } from '@rental/shared/admin';
import { AdminLayout } from '@/features/admin/shell/components/admin-layout';
import { json, stubFetch } from '@/features/admin/shell/testing';
import { RequireAdmin } from '@/lib/require-session';
import { clearAdminToken, setAdminToken } from '@/lib/session-store';
import { renderRoutes } from '@/test/render-routes';
import { AdminAccountPage } from './account';
import { AdminLoginPage } from './admin-login';

// docs/product.md#back-office: any admin ends their own sessions from the account screen and
// has to sign in again.

describe('/admin/account', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearAdminToken();
  });

  it('is reached from the menu, and signing out everywhere lands on sign-in with the reason', async () => {
    stubFetch((call) => {
      if (call.url.pathname === '/api/admin/me/sign-out-everywhere') {
        return json({ message: ADMIN_ACCOUNT_MESSAGES.signedOutEverywhere });
      }
      return json({
        _id: 's1',
        name: 'Ravi',
        email: 'ravi@example.com',
        role: 'staff',
        branch: 'Boduppal',
        twoFactor: false,
        requireTwoFactor: false,
      });
    });
    setAdminToken('admin-test-token');
    const { router } = renderRoutes(
      [
        { path: '/admin', element: <AdminLoginPage /> },
        {
          element: <RequireAdmin />,
          children: [
            {
              element: <AdminLayout />,
              children: [
                { path: '/admin/dashboard', element: <p>Dashboard</p> },
                { path: '/admin/account', element: <AdminAccountPage /> },
              ],
            },
          ],
        },
      ],
      {
        url: '/admin/dashboard',
        client: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      },
    );
    const user = userEvent.setup();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    await user.click(within(nav).getByRole('link', { name: 'My account' }));
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      ADMIN_ACCOUNT_MESSAGES.signedOutEverywhere,
    );
    expect(router.location.pathname).toBe('/admin');
  });
});

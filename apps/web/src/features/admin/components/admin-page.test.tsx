import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAdminToken, getAdminToken } from '@/lib/session-store';
import { json, renderAdmin, stubFetch } from '../testing';
import { AdminPage } from './admin-page';
import { RecentBookings } from './recent-bookings';

describe('admin page guard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor without the admin token to /', async () => {
    const { router } = renderAdmin(<AdminPage title="Bookings">secret</AdminPage>, {
      path: '/admin/bookings',
      signedIn: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('leaves as soon as the token is cleared, e.g. signed out in another tab', async () => {
    const { router } = renderAdmin(<AdminPage title="Bookings">secret</AdminPage>, {
      path: '/admin/bookings',
    });
    expect(screen.getByText('secret')).toBeInTheDocument();
    act(() => clearAdminToken());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('clears the token and leaves when the server answers 403', async () => {
    stubFetch(() => json({ error: 'Admins only.', code: 'forbidden' }, { status: 403 }));
    const { router } = renderAdmin(
      <AdminPage title="Dashboard">
        <RecentBookings />
      </AdminPage>,
      { path: '/admin/dashboard' },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getAdminToken()).toBeNull();
  });
});

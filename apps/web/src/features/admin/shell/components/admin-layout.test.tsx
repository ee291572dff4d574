import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { clearAdminToken, getAdminToken } from '@/lib/session-store';
import { apiRequest } from '@/lib/api-client';
import { json, renderAdmin, stubFetch } from '../testing';
import { AdminPage } from './admin-page';

describe('admin layout guard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor without the admin token to /', async () => {
    const { router } = renderAdmin(<AdminPage title="Bookings">secret</AdminPage>, {
      path: '/admin/bookings',
      signedIn: false,
      guarded: true,
    });
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('leaves as soon as the token is cleared, e.g. signed out in another tab', async () => {
    const { router } = renderAdmin(<AdminPage title="Bookings">secret</AdminPage>, {
      path: '/admin/bookings',
      guarded: true,
    });
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByText('secret')).toBeInTheDocument();
    act(() => clearAdminToken());
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });

  it('clears the token and leaves when the server answers 403', async () => {
    stubFetch(() => json({ error: 'Admins only.', code: 'forbidden' }, { status: 403 }));
    const { router } = renderAdmin(
      <AdminPage title="Dashboard">
        <AdminRead />
      </AdminPage>,
      { path: '/admin/dashboard', guarded: true },
    );
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(getAdminToken()).toBeNull();
  });
});

/** Any admin read: the API client clears the token on 403. */
function AdminRead() {
  useQuery({
    queryKey: ['admin', 'probe'],
    queryFn: () => apiRequest('/bookings', { auth: 'admin' }),
  });
  return null;
}

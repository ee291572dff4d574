import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminMe } from '@rental/shared/staff';
import { json, renderAdmin, stubFetch } from '../testing';
import { AdminPage } from './admin-page';

// docs/product.md#back-office: the menu follows the signed-in account; the owner's screens are
// not opened for branch staff (the server refuses their calls anyway).

const OWNER: AdminMe = {
  _id: 'a1',
  name: 'Sunita Rao',
  email: 'owner@example.com',
  role: 'owner',
  branch: null,
  twoFactor: false,
  requireTwoFactor: false,
};
const STAFF: AdminMe = {
  ...OWNER,
  _id: 's1',
  name: 'Ravi Kumar',
  role: 'staff',
  branch: 'Boduppal',
};

function signedInAs(me: AdminMe, url: string) {
  stubFetch((call) => (call.url.pathname === '/api/admin/me' ? json(me) : json([])));
  return renderAdmin(<AdminPage title="Screen">the screen</AdminPage>, {
    path: url,
    guarded: true,
  });
}

describe('the admin menu by role', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the owner every link and who is signed in', async () => {
    signedInAs(OWNER, '/admin/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(await within(nav).findByText('Sunita Rao · Owner, all branches')).toBeInTheDocument();
    for (const label of ['Add Car', 'Messages', 'Offers', 'Staff', 'Security']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
  });

  it('hides the owner’s links from staff and names their branch', async () => {
    signedInAs(STAFF, '/admin/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(await within(nav).findByText('Ravi Kumar · Boduppal branch')).toBeInTheDocument();
    for (const label of ['Add Car', 'Messages', 'Offers', 'Staff']) {
      expect(within(nav).queryByRole('link', { name: label })).not.toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Bookings' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/admin/account',
    );
    expect(screen.getByText('the screen')).toBeInTheDocument();
  });

  it('shows staff a notice instead of an owner’s screen', async () => {
    signedInAs(STAFF, '/admin/staff');
    expect(await screen.findByText(/This screen is for the owner/)).toBeInTheDocument();
    expect(screen.queryByText('the screen')).not.toBeInTheDocument();
  });
});

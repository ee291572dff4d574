import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES, type StaffMember } from '@rental/shared/staff';
import { json, renderAdmin, stubFetch } from '@/features/admin/shell/testing';
import { StaffList } from './staff-list';

const member = (over: Partial<StaffMember>): StaffMember => ({
  _id: 'id',
  name: 'Name',
  email: 'name@example.com',
  role: 'staff',
  branch: 'Boduppal',
  state: 'active',
  twoFactor: false,
  createdAt: '2026-11-01T04:30:00.000Z',
  ...over,
});

describe('staff list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves a staff member to another branch, and offers the owner no branch', async () => {
    let ravi = member({ _id: 's1', name: 'Ravi Kumar', email: 'ravi@example.com' });
    const calls = stubFetch((call) => {
      if (call.method === 'PATCH') {
        ravi = { ...ravi, ...(JSON.parse(call.body as string) as Partial<StaffMember>) };
        return json(ravi);
      }
      return json([member({ _id: 'o1', name: 'Owner', role: 'owner', branch: null }), ravi]);
    });
    renderAdmin(<StaffList onInvite={() => {}} />, { path: '/admin/staff' });

    const branch = await screen.findByLabelText('Branch of Ravi Kumar');
    expect(screen.queryByLabelText('Branch of Owner')).not.toBeInTheDocument();
    await userEvent.selectOptions(branch, 'Dilsukhnagar');
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url.pathname).toBe('/api/admin/staff/s1');
    expect(JSON.parse(patch.body as string)).toEqual({ branch: 'Dilsukhnagar' });
    await waitFor(() =>
      expect(screen.getByLabelText('Branch of Ravi Kumar')).toHaveValue('Dilsukhnagar'),
    );
  });

  it('turns a staff member’s two-factor off once the owner confirms', async () => {
    let ravi = member({ _id: 's1', name: 'Ravi Kumar', twoFactor: true });
    const calls = stubFetch((call) => {
      if (call.method === 'POST') {
        ravi = { ...ravi, twoFactor: false };
        return json(ravi);
      }
      return json([ravi, member({ _id: 's2', name: 'Asha Rani' })]);
    });
    renderAdmin(<StaffList onInvite={() => {}} />, { path: '/admin/staff' });

    // Offered only where two-factor is on.
    await userEvent.click(
      await screen.findByRole('button', { name: /^Turn off two-factor ?for Ravi Kumar$/ }),
    );
    expect(screen.queryByRole('button', { name: /two-factor for Asha/ })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', {
      name: 'Turn off two-factor for Ravi Kumar',
    });
    expect(dialog).toHaveTextContent(STAFF_MESSAGES.resetTwoFactorConfirm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.url.pathname).toBe(
      '/api/admin/staff/s1/two-factor/reset',
    );
    // The list is read again: two-factor is off, so nothing is offered to turn off.
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: /^Turn off two-factor/ }),
      ).not.toBeInTheDocument(),
    );
  });

  it('renames a staff member from the list', async () => {
    let ravi = member({ _id: 's1', name: 'Ravi Kumar' });
    const calls = stubFetch((call) => {
      if (call.method === 'PATCH') {
        ravi = { ...ravi, ...(JSON.parse(call.body as string) as Partial<StaffMember>) };
        return json(ravi);
      }
      return json([ravi]);
    });
    renderAdmin(<StaffList onInvite={() => {}} />, { path: '/admin/staff' });

    await userEvent.click(await screen.findByRole('button', { name: /^Rename ?Ravi Kumar$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Ravi Kumar' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Ravi Kumar');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    // An empty name is refused on the screen, without a call.
    expect(
      await within(dialog).findByText(/name/i, { selector: '.invalid-feedback' }),
    ).toBeVisible();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await userEvent.type(name, 'Ravi Kumar Reddy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH')!.body as string)).toEqual({
      name: 'Ravi Kumar Reddy',
    });
    // The dialog closes and the list shows the new name.
    expect(
      await screen.findByRole('button', { name: /^Rename ?Ravi Kumar Reddy$/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ACCOUNT_MESSAGES } from '@rental/shared/admin';
import { json, renderAdmin, stubFetch } from '@/features/admin/shell/testing';
import { getAdminToken } from '@/lib/session-store';
import { ChangePasswordForm } from './change-password-form';
import { SignOutEverywhere } from './sign-out-everywhere';

afterEach(() => vi.unstubAllGlobals());

const open = (element: ReactNode) => renderAdmin(element, { path: '/admin/account' });

async function fillIn(current: string, next: string, again = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('New password again'), again);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('asks the browser for the right passwords to fill in', () => {
    stubFetch(() => json({}));
    open(<ChangePasswordForm />);
    expect(screen.getByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('New password again')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  });

  it('refuses two different new passwords without calling the server', async () => {
    const calls = stubFetch(() => json({}));
    open(<ChangePasswordForm />);
    await fillIn('old-password-123', 'a-new-password-456', 'a-new-password-789');
    expect(await screen.findByText('The two passwords differ.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a wrong current password just above the button, in focus', async () => {
    stubFetch(() =>
      json(
        {
          error: ADMIN_ACCOUNT_MESSAGES.wrongPassword,
          code: 'invalid_credentials',
          fields: { currentPassword: ADMIN_ACCOUNT_MESSAGES.wrongPassword },
        },
        { status: 400 },
      ),
    );
    open(<ChangePasswordForm />);
    await fillIn('not-the-password', 'a-new-password-456');
    const failure = await screen.findByTestId('form-failure');
    expect(failure).toHaveTextContent(ADMIN_ACCOUNT_MESSAGES.wrongPassword);
    expect(failure).toHaveFocus();
    expect(failure.nextElementSibling).toBe(
      screen.getByRole('button', { name: 'Change password' }),
    );
    expect(getAdminToken()).not.toBeNull();
  });

  it('changes the password, then signs out to the sign-in page with the server’s message', async () => {
    const calls = stubFetch(() => json({ message: ADMIN_ACCOUNT_MESSAGES.passwordChanged }));
    const { router } = open(<ChangePasswordForm />);
    await fillIn('old-password-123', 'a-new-password-456');
    await waitFor(() => expect(router.location.pathname).toBe('/admin'));
    expect(calls[0]!.url.pathname).toBe('/api/admin/me/password');
    expect(calls[0]!.method).toBe('POST');
    expect(JSON.parse(calls[0]!.body as string)).toEqual({
      currentPassword: 'old-password-123',
      newPassword: 'a-new-password-456',
    });
    expect(router.location.state).toEqual({ signedOut: ADMIN_ACCOUNT_MESSAGES.passwordChanged });
    expect(getAdminToken()).toBeNull();
  });
});

describe('SignOutEverywhere', () => {
  it('says what it does, calls the API and signs out to the sign-in page', async () => {
    const calls = stubFetch(() => json({ message: ADMIN_ACCOUNT_MESSAGES.signedOutEverywhere }));
    const { router } = open(<SignOutEverywhere />);
    const button = screen.getByRole('button', { name: 'Sign out everywhere' });
    expect(button).toHaveAccessibleDescription(
      'Ends your sessions on every phone and computer, this one too.',
    );
    await userEvent.setup().click(button);
    await waitFor(() => expect(router.location.pathname).toBe('/admin'));
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/admin/me/sign-out-everywhere',
    ]);
    expect(router.location.state).toEqual({
      signedOut: ADMIN_ACCOUNT_MESSAGES.signedOutEverywhere,
    });
    expect(getAdminToken()).toBeNull();
  });
});

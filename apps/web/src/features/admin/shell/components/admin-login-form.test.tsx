import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '@rental/shared/staff';
import { clearAdminToken, getAdminToken } from '@/lib/session-store';
import { json, renderAdmin, stubFetch } from '../testing';
import { AdminLoginForm } from './admin-login-form';

// docs/product.md#back-office: with two-factor on, the password answers a challenge and the
// session comes only after the code.

describe('admin sign-in with two-factor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearAdminToken();
  });

  it('asks for the code after the password and keeps the session it gives', async () => {
    const calls = stubFetch((call) =>
      call.url.pathname === '/api/auth/login'
        ? json({
            message: STAFF_MESSAGES.codeNeeded,
            twoFactor: 'code',
            challenge: 'the-challenge',
          })
        : call.url.pathname === '/api/auth/login/two-factor'
          ? JSON.parse(String(call.body)).code === '123456'
            ? json({
                message: 'Login successful!',
                token: 'session',
                admin: { _id: 'a', email: 'a@b.in' },
              })
            : json({ error: STAFF_MESSAGES.codeWrong, code: 'two_factor_invalid' }, { status: 401 })
          : json({}),
    );
    const { router } = renderAdmin(<AdminLoginForm />, { path: '/admin', signedIn: false });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username (e-mail)'), 'ravi@example.com');
    await user.type(screen.getByLabelText('Password'), 'staff-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const code = await screen.findByLabelText('Code from your authenticator app');
    expect(getAdminToken()).toBeNull();
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(STAFF_MESSAGES.codeWrong)).toBeInTheDocument();
    expect(getAdminToken()).toBeNull();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.location.pathname).toBe('/admin/dashboard'));
    expect(getAdminToken()).toBe('session');
    expect(JSON.parse(String(calls.at(-1)!.body))).toEqual({
      challenge: 'the-challenge',
      code: '123456',
    });
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ACCOUNT_MESSAGES } from '@rental/shared/admin';
import { STAFF_MESSAGES } from '@rental/shared/staff';
import { json, renderAdmin, stubFetch } from '@/features/admin/shell/testing';
import { clearAdminToken } from '@/lib/session-store';
import { AdminSecurityPage } from './security';

// docs/product.md#back-office: an admin turns their own two-factor off with a code of it, and
// sets it up again with the password typed again.

describe('/admin/security', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearAdminToken();
  });

  it('turns two-factor off with a right code only, and sets it up again with the password', async () => {
    let on = true;
    const calls = stubFetch((call) => {
      if (call.url.pathname === '/api/admin/me') {
        return json({
          _id: '0b0e0c7e-3f2a-4c1e-9d55-0a0a0a0a0a0a',
          name: 'Ravi',
          email: 'ravi@example.com',
          role: 'staff',
          branch: 'Boduppal',
          twoFactor: on,
          requireTwoFactor: false,
        });
      }
      if (call.url.pathname === '/api/admin/me/two-factor/off') {
        if (JSON.parse(String(call.body)).code !== '123456') {
          return json(
            { error: STAFF_MESSAGES.codeWrong, code: 'two_factor_invalid' },
            { status: 400 },
          );
        }
        on = false;
        return json({ message: STAFF_MESSAGES.turnedOff });
      }
      if (call.url.pathname === '/api/admin/me/two-factor') {
        const { password } = JSON.parse(String(call.body)) as { password: string };
        return password === 'staff-password-1'
          ? json({ uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP', secret: 'JBSWY3DPEHPK3PXP' })
          : json(
              { error: ADMIN_ACCOUNT_MESSAGES.wrongPassword, code: 'invalid_credentials' },
              { status: 400 },
            );
      }
      return json({});
    });
    renderAdmin(<AdminSecurityPage />, { path: '/admin/security' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in is on' })).toBeVisible();

    const code = screen.getByLabelText('Code from your authenticator app');
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn two-factor sign-in off' }));
    expect(await screen.findByText(STAFF_MESSAGES.codeWrong)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in is on' })).toBeVisible();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn two-factor sign-in off' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in is off' })).toBeVisible();
    expect(screen.getByText(STAFF_MESSAGES.turnedOff)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeEnabled();

    // Setting up again asks for the password first; a wrong one leads back to the form.
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText('Enter your password.')).toBeVisible();
    await user.type(screen.getByLabelText('Your password'), 'not-mine');
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText(ADMIN_ACCOUNT_MESSAGES.wrongPassword)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.type(screen.getByLabelText('Your password'), 'staff-password-1');
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    const starts = calls.filter((c) => c.url.pathname === '/api/admin/me/two-factor');
    expect(starts.map((c) => JSON.parse(String(c.body)))).toEqual([
      { password: 'not-mine' },
      { password: 'staff-password-1' },
    ]);
    const offCalls = calls.filter((c) => c.url.pathname === '/api/admin/me/two-factor/off');
    expect(offCalls.map((c) => c.headers.get('authorization'))).toEqual([
      'Bearer admin-test-token',
      'Bearer admin-test-token',
    ]);
  });
});

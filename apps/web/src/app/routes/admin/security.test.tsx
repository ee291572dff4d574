import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '@rental/shared/staff';
import { json, renderAdmin, stubFetch } from '@/features/admin/shell/testing';
import { clearAdminToken } from '@/lib/session-store';
import { AdminSecurityPage } from './security';

// docs/product.md#back-office: an admin turns their own two-factor off with a code of it, to
// set it up again on a new phone.

describe('/admin/security', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearAdminToken();
  });

  it('turns two-factor off with a right code only, and offers to set it up again', async () => {
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
    const offCalls = calls.filter((c) => c.url.pathname === '/api/admin/me/two-factor/off');
    expect(offCalls.map((c) => c.headers.get('authorization'))).toEqual([
      'Bearer admin-test-token',
      'Bearer admin-test-token',
    ]);
  });
});

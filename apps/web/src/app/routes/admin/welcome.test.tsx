import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '@rental/shared/staff';
import { json, renderAdmin, stubFetch } from '@/features/admin/shell/testing';
import { clearAdminToken, getAdminToken } from '@/lib/session-store';
import { AdminWelcomePage } from './welcome';

// docs/product.md#back-office: while the owner requires two-factor, the welcome link sets the
// password and then enrols the phone; the set-up signs the member in. Without the policy the
// page only sets the password.

const URI = 'otpauth://totp/Hyderabad%20Self%20Drive:ravi%40example.com?secret=JBSWY3DPEHPK3PXP';
const TOKEN = 'a-welcome-token-of-forty-characters-long';

async function setPassword() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), 'staff-password-1');
  await user.type(screen.getByLabelText('The same password again'), 'staff-password-1');
  await user.click(screen.getByRole('button', { name: 'Set my password' }));
  return user;
}

describe('/admin/welcome', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearAdminToken();
    window.location.hash = '';
  });

  it('sets the password, then enrols the phone with the link’s challenge and signs in', async () => {
    window.location.hash = `#token=${TOKEN}`;
    const calls = stubFetch(({ url, body }) => {
      if (url.pathname === '/api/auth/welcome') {
        return json({
          message: STAFF_MESSAGES.setupNeeded,
          email: 'ravi@example.com',
          challenge: 'the-link-challenge',
        });
      }
      if (url.pathname === '/api/auth/two-factor/setup') {
        return json({ uri: URI, secret: 'JBSWY3DPEHPK3PXP' });
      }
      if (url.pathname === '/api/auth/two-factor/confirm') {
        return JSON.parse(String(body)).code === '123456'
          ? json({ recoveryCodes: ['aaaaa-bbbbb'], token: 'the-new-session' })
          : json({ error: STAFF_MESSAGES.codeWrong, code: 'two_factor_invalid' }, { status: 400 });
      }
      return json({});
    });
    renderAdmin(<AdminWelcomePage />, { path: '/admin/welcome', signedIn: false });
    const user = await setPassword();

    expect(await screen.findByText(STAFF_MESSAGES.setupNeeded)).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    const code = screen.getByLabelText('The 6-digit code the app shows');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText(STAFF_MESSAGES.codeWrong)).toBeVisible();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText('aaaaa-bbbbb')).toBeVisible();
    expect(getAdminToken()).toBeNull();

    await user.click(screen.getByRole('button', { name: /continue/i }));
    expect(await screen.findByText('Elsewhere')).toBeVisible();
    expect(getAdminToken()).toBe('the-new-session');
    // Every call carried the link's challenge; none used a session.
    const enrolCalls = calls.filter((c) => c.url.pathname.startsWith('/api/auth/two-factor/'));
    expect(enrolCalls.map((c) => JSON.parse(String(c.body)).challenge)).toEqual([
      'the-link-challenge',
      'the-link-challenge',
      'the-link-challenge',
    ]);
    expect(calls.every((c) => c.headers.get('authorization') === null)).toBe(true);
  });

  it('only sets the password when two-factor is not required', async () => {
    window.location.hash = `#token=${TOKEN}`;
    const calls = stubFetch(() =>
      json({ message: STAFF_MESSAGES.passwordSet, email: 'ravi@example.com' }),
    );
    renderAdmin(<AdminWelcomePage />, { path: '/admin/welcome', signedIn: false });
    await setPassword();
    expect(await screen.findByText(STAFF_MESSAGES.passwordSet)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('heading', { name: 'Set up two-factor sign-in' })).toBeNull();
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/auth/welcome']);
  });
});

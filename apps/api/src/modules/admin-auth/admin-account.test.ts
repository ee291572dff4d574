import { expect, it } from 'vitest';
import { ADMIN_ACCOUNT_MESSAGES } from '@rental/shared/admin';
import { BRANCH_NAMES } from '@rental/shared/business';
import { createStaffToken } from '../../test/factories';
import { bearer, describeEachDatabase, TEST_ADMIN } from '../../test/harness';

// Issue 23 row N11: an admin ends every session (a lost phone's too), and changes their own
// password only with the current one.

describeEachDatabase('an admin’s own sessions and password', (h) => {
  const me = (token: string) =>
    h.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
  const signIn = (password: string) =>
    h.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: TEST_ADMIN.email, password },
    });

  it('signs a staff member out on every device, the calling one included', async () => {
    const staff = await createStaffToken(h, BRANCH_NAMES[0]);
    const phone = staff.token;
    const laptop = await h.app.tokens.sign({ role: 'admin', id: staff.id });
    expect((await me(phone)).statusCode).toBe(200);
    const out = await h.inject({
      method: 'POST',
      url: '/api/admin/me/sign-out-everywhere',
      headers: bearer(laptop),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(ADMIN_ACCOUNT_MESSAGES.signedOutEverywhere);
    expect((await me(phone)).statusCode).toBe(401);
    expect(
      (await h.inject({ method: 'POST', url: '/api/admin/me/sign-out-everywhere' })).statusCode,
    ).toBe(401);
  });

  it('changes the password only with the current one, and ends the old sessions', async () => {
    const token = await h.adminToken();
    const change = (currentPassword: string, newPassword: string) =>
      h.inject({
        method: 'POST',
        url: '/api/admin/me/password',
        headers: bearer(token),
        payload: { currentPassword, newPassword },
      });
    const wrong = await change('not-the-password', 'a-new-password-456');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'invalid_credentials',
      error: ADMIN_ACCOUNT_MESSAGES.wrongPassword,
      fields: { currentPassword: ADMIN_ACCOUNT_MESSAGES.wrongPassword },
    });
    expect((await me(token)).statusCode).toBe(200);
    expect((await change(TEST_ADMIN.password, 'short')).statusCode).toBe(400);

    const done = await change(TEST_ADMIN.password, 'a-new-password-456');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(ADMIN_ACCOUNT_MESSAGES.passwordChanged);
    expect((await me(token)).statusCode).toBe(401);
    expect((await signIn(TEST_ADMIN.password)).statusCode).toBe(401);
    expect((await signIn('a-new-password-456')).statusCode).toBe(200);
  });
});

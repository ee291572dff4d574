import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ADMIN_ACCOUNT_MESSAGES } from '@rental/shared/admin';
import { BRANCH_NAMES } from '@rental/shared/business';
import { hashPassword } from '../../lib/password-hash';
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

  it('lets a branch staff member change their own password and sign out everywhere', async () => {
    const email = `branch-${randomUUID().slice(0, 8)}@example.com`;
    await h.app.db
      .insertInto('admins')
      .values({
        id: randomUUID(),
        email,
        name: 'Branch Staff',
        role: 'staff',
        branch: BRANCH_NAMES[0],
        password_hash: await hashPassword('staff-password-123'),
        created_at: new Date().toISOString(),
      })
      .execute();
    const staffSignIn = async (password: string) =>
      h.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const first = await staffSignIn('staff-password-123');
    expect(first.statusCode).toBe(200);
    const before = first.json().token as string;
    expect((await me(before)).json()).toMatchObject({ role: 'staff', branch: BRANCH_NAMES[0] });

    const changed = await h.inject({
      method: 'POST',
      url: '/api/admin/me/password',
      headers: bearer(before),
      payload: { currentPassword: 'staff-password-123', newPassword: 'staff-password-456' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(ADMIN_ACCOUNT_MESSAGES.passwordChanged);
    expect((await me(before)).statusCode).toBe(401);
    expect((await staffSignIn('staff-password-123')).statusCode).toBe(401);

    const phone = (await staffSignIn('staff-password-456')).json().token as string;
    const laptop = (await staffSignIn('staff-password-456')).json().token as string;
    expect((await me(phone)).statusCode).toBe(200);
    const out = await h.inject({
      method: 'POST',
      url: '/api/admin/me/sign-out-everywhere',
      headers: bearer(laptop),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(ADMIN_ACCOUNT_MESSAGES.signedOutEverywhere);
    for (const token of [phone, laptop]) {
      const refused = await me(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toBe('Your session has ended. Please sign in again.');
    }
    expect((await me((await staffSignIn('staff-password-456')).json().token)).statusCode).toBe(200);
  });
});

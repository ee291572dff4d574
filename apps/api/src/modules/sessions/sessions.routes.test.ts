import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../test/factories';
import { bearer, describeEachDatabase, type Harness, TEST_ADMIN } from '../../test/harness';

// docs/product.md#security: each token carries its account's version, checked on every request;
// "sign out everywhere", a password change and a new ADMIN_EMAIL end the sessions before them.

const signIn = async (h: Harness, c: TestCustomer) => {
  const res = await h.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { mobile: c.mobile, password: c.password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
};
const me = (h: Harness, token: string) =>
  h.inject({ method: 'GET', url: '/api/users/customerData', headers: bearer(token) });
const signOutEverywhere = (h: Harness, token?: string) =>
  h.inject({
    method: 'POST',
    url: '/api/users/me/sign-out-everywhere',
    headers: token ? bearer(token) : {},
  });

const adminSignIn = (h: Harness, email: string, password: string) =>
  h.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
/** An admin-only call, to see whether a token still opens admin routes. */
const adminCall = (h: Harness, token: string) =>
  h.inject({ method: 'GET', url: '/api/bookings', headers: bearer(token) });

describeEachDatabase('sessions', (h) => {
  describe('sign out everywhere', () => {
    let renter: TestCustomer;
    beforeAll(async () => {
      renter = await createCustomer(h);
    });

    it('ends every token of the account, the calling one included', async () => {
      const phone = await signIn(h, renter);
      const laptop = await signIn(h, renter);
      const other = await createCustomer(h);
      expect((await me(h, laptop)).statusCode).toBe(200);

      const res = await signOutEverywhere(h, phone);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'You are signed out on every device. Please sign in again.',
      });
      for (const token of [phone, laptop, renter.token]) {
        const refused = await me(h, token);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({
          error: 'Your session has ended. Please sign in again.',
          code: 'unauthorized',
        });
      }
      // Another renter is not signed out; signing in again gives a token that works.
      expect((await me(h, other.token)).statusCode).toBe(200);
      expect((await me(h, await signIn(h, renter))).statusCode).toBe(200);
    });

    it('needs a renter’s token', async () => {
      expect((await signOutEverywhere(h)).statusCode).toBe(401);
      expect((await signOutEverywhere(h, await h.adminToken())).statusCode).toBe(403);
    });

    it('is in the API reference', async () => {
      const doc = (await h.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const op = doc.paths['/api/users/me/sign-out-everywhere'].post;
      expect(op.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
    });
  });

  describe('the admin account', () => {
    it('ends old admin tokens when ADMIN_PASSWORD changes', async () => {
      const before = (await adminSignIn(h, TEST_ADMIN.email, TEST_ADMIN.password)).json().token;
      await h.restart();
      // The same password at a restart changes nothing.
      expect((await adminCall(h, before)).statusCode).toBe(200);
      await h.restart({ adminPassword: 'a-new-admin-password' });
      expect((await adminCall(h, before)).statusCode).toBe(401);
      expect((await adminSignIn(h, TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(401);
      const after = await adminSignIn(h, TEST_ADMIN.email, 'a-new-admin-password');
      expect((await adminCall(h, after.json().token)).statusCode).toBe(200);
    });

    it('disables the old admin when ADMIN_EMAIL changes', async () => {
      const old = await adminSignIn(h, TEST_ADMIN.email, 'a-new-admin-password');
      const oldToken = old.json().token as string;
      await h.restart({ adminEmail: 'owner@example.com', adminPassword: 'owner-password-1' });

      expect((await adminCall(h, oldToken)).statusCode).toBe(401);
      const oldAgain = await adminSignIn(h, TEST_ADMIN.email, 'a-new-admin-password');
      expect(oldAgain.statusCode).toBe(401);
      expect(oldAgain.json().code).toBe('invalid_credentials');
      const owner = await adminSignIn(h, 'owner@example.com', 'owner-password-1');
      expect((await adminCall(h, owner.json().token)).statusCode).toBe(200);

      // Naming the first account again brings it back, with none of its old tokens.
      await h.restart({ adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password });
      expect((await adminCall(h, oldToken)).statusCode).toBe(401);
      expect((await adminCall(h, owner.json().token)).statusCode).toBe(401);
      const back = await adminSignIn(h, TEST_ADMIN.email, TEST_ADMIN.password);
      expect((await adminCall(h, back.json().token)).statusCode).toBe(200);
    });
  });
});

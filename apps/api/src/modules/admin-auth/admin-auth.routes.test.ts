import { verify } from '@node-rs/argon2';
import { expect, it } from 'vitest';
import { createCustomer } from '../../test/factories';
import {
  bearer,
  clockAtWindowStart,
  DATABASES,
  describeEachDatabase,
  Harness,
  TEST_ADMIN,
} from '../../test/harness';

const login = (h: Harness, payload: unknown) =>
  h.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

/** An admin-only call, to see what a token may do. */
const addOffer = (h: Harness, token: string) =>
  h.inject({
    method: 'POST',
    url: '/api/offers',
    headers: bearer(token),
    payload: { imageUrl: 'https://example.com/a.jpg' },
  });

describeEachDatabase('admin sign-in', (h) => {
  it('signs the admin in and the token opens admin routes', async () => {
    const res = await login(h, { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      message: 'Login successful!',
      token: expect.any(String),
      admin: { _id: expect.any(String), email: TEST_ADMIN.email },
    });
    expect((await addOffer(h, body.token)).statusCode).toBe(201);
  });

  it('takes the e-mail in any letter case and with spaces around', async () => {
    const res = await login(h, {
      email: `  ${TEST_ADMIN.email.toUpperCase()} `,
      password: TEST_ADMIN.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike (401)', async () => {
    for (const payload of [
      { email: TEST_ADMIN.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: TEST_ADMIN.password },
    ]) {
      const res = await login(h, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'Invalid e-mail or password.',
        code: 'invalid_credentials',
      });
    }
  });

  it('refuses missing or malformed fields with 400', async () => {
    for (const payload of [
      {},
      { email: 'not-an-email', password: 'x' },
      { email: TEST_ADMIN.email },
      { email: TEST_ADMIN.email, password: '' },
      { email: 42, password: ['a'] },
      { email: TEST_ADMIN.email, password: 'p'.repeat(10_000) },
    ]) {
      const res = await login(h, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
    const broken = await h.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('gives a customer token no admin rights', async () => {
    const customer = await createCustomer(h);
    expect((await addOffer(h, customer.token)).statusCode).toBe(403);
  });

  it('stores the password hashed with argon2id', async () => {
    const row = await h.app.db
      .selectFrom('admins')
      .select('password_hash')
      .where('email', '=', TEST_ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verify(row.password_hash, TEST_ADMIN.password)).toBe(true);
  });
});

describeEachDatabase(
  'admin sign-in rate limit',
  (h) => {
    it('slows down repeated sign-in attempts (429)', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (await login(h, { email: TEST_ADMIN.email, password: 'guess-' + i })).statusCode,
        );
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      expect(
        (await login(h, { email: TEST_ADMIN.email, password: TEST_ADMIN.password })).json(),
      ).toMatchObject({
        code: 'rate_limited',
      });
    });
  },
  { rateLimits: { signInPerIp: 3, signInPerAccount: 3 }, clock: clockAtWindowStart() },
);

for (const kind of DATABASES) {
  it(`sets the admin's password from ADMIN_PASSWORD at every start [${kind}]`, async () => {
    const config = { adminEmail: 'owner@example.com', adminPassword: 'first-password-1' };
    const h = new Harness(kind, { config });
    try {
      await h.start();
      expect(
        (await login(h, { email: 'owner@example.com', password: 'first-password-1' })).statusCode,
      ).toBe(200);
      config.adminPassword = 'second-password-2';
      await h.restart();
      expect(
        (await login(h, { email: 'owner@example.com', password: 'first-password-1' })).statusCode,
      ).toBe(401);
      expect(
        (await login(h, { email: 'owner@example.com', password: 'second-password-2' })).statusCode,
      ).toBe(200);
      const admins = await h.app.db.selectFrom('admins').select('email').execute();
      expect(admins).toEqual([{ email: 'owner@example.com' }]);
    } finally {
      await h.stop();
    }
  });
}

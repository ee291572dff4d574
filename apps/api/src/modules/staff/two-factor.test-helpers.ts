import { expect } from 'vitest';
import { RATE_LIMIT_WINDOW_MS } from '@rental/shared/constants';
import { STAFF_MESSAGES } from '@rental/shared/staff';
import { hashPassword as hashAdminPassword } from '../../lib/password-hash';
import { createStaffToken } from '../../test/factories';
import { bearer, type Harness } from '../../test/harness';
import type { TestClock } from '../../test/clock';
import { totpCode } from '../../test/staff';

// What the two-factor tests share: a staff member with a password, their sign-in, and
// two-factor set up for them on the test's clock.

/** One TOTP step: a code is taken once per step. */
export const STEP = 30_000;
export const PASSWORD = 'staff-password-1';

export const post = (h: Harness, url: string, payload: object, token?: string) =>
  h.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
export const signIn = (h: Harness, email: string, password = PASSWORD) =>
  post(h, '/api/auth/login', { email, password });
export const me = (h: Harness, token: string) =>
  h.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });

/** A staff member with a password, signed in. */
export async function staffMember(
  h: Harness,
): Promise<{ id: string; email: string; token: string }> {
  const { id, token } = await createStaffToken(h, 'Boduppal');
  await h.app.db
    .updateTable('admins')
    .set({ password_hash: await hashAdminPassword(PASSWORD) })
    .where('id', '=', id)
    .execute();
  const row = await h.app.db
    .selectFrom('admins')
    .select('email')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, email: row.email, token };
}

/**
 * Sets two-factor up for a signed-in admin, the password typed again (the staff members' here;
 * pass TEST_ADMIN.password for the owner); answers the secret and the recovery codes.
 */
export async function turnOn(h: Harness, token: string, clock: TestClock, password = PASSWORD) {
  const setup = await post(h, '/api/admin/me/two-factor', { password }, token);
  expect(setup.statusCode, setup.body).toBe(200);
  const { uri, secret } = setup.json() as { uri: string; secret: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/Hyderabad%20Self%20Drive:.+\?.*secret=/);
  const wrong = await post(h, '/api/admin/me/two-factor/confirm', { code: '000000' }, token);
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toMatchObject({
    code: 'two_factor_invalid',
    error: STAFF_MESSAGES.codeWrong,
  });
  const confirmed = await post(
    h,
    '/api/admin/me/two-factor/confirm',
    { code: totpCode(secret, clock()) },
    token,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
  clock.advance(STEP);
  return { secret, recoveryCodes };
}

/**
 * A staff member with two-factor on, signed in with the password at the start of a rate-limit
 * window (so every attempt of the test falls in one): the challenge that now wants a code.
 */
export async function challengeAtWindowStart(h: Harness, clock: TestClock): Promise<string> {
  const window = RATE_LIMIT_WINDOW_MS;
  clock.set(new Date(Math.ceil(clock().getTime() / window) * window));
  const staff = await staffMember(h);
  await turnOn(h, staff.token, clock);
  return (await signIn(h, staff.email)).json().challenge as string;
}

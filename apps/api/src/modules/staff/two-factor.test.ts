import { expect, it } from 'vitest';
import { RATE_LIMIT_WINDOW_MS } from '@rental/shared/constants';
import { RECOVERY_CODE_COUNT, STAFF_MESSAGES } from '@rental/shared/staff';
import { testClock } from '../outbox/outbox.test-helpers';
import { createAdminToken, createStaffToken } from '../../test/factories';
import { bearer, describeEachDatabase, type Harness, TEST_ADMIN } from '../../test/harness';
import { hashPassword as hashAdminPassword } from '../../lib/password-hash';
import { totpCode } from './staff.test-helpers';

// docs/product.md#back-office: two-factor sign-in with a TOTP code or a single-use recovery
// code, set up by any admin, and required of everyone when the owner says so.

const clock = testClock('2026-12-03T04:30:00Z');
const STEP = 30_000;
const PASSWORD = 'staff-password-1';

const post = (h: Harness, url: string, payload: object, token?: string) =>
  h.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const signIn = (h: Harness, email: string, password = PASSWORD) =>
  post(h, '/api/auth/login', { email, password });
const me = (h: Harness, token: string) =>
  h.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });

/** A staff member with a password, signed in. */
async function staffMember(h: Harness): Promise<{ id: string; email: string; token: string }> {
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

/** Sets two-factor up for a signed-in admin; answers the secret and the recovery codes. */
async function turnOn(h: Harness, token: string) {
  const setup = await post(h, '/api/admin/me/two-factor', {}, token);
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

describeEachDatabase(
  'two-factor sign-in',
  (h) => {
    it('asks for a code after the password once it is on, and takes it once', async () => {
      const staff = await staffMember(h);
      const { secret, recoveryCodes } = await turnOn(h, staff.token);
      expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
      expect((await me(h, staff.token)).json()).toMatchObject({ twoFactor: true });
      // The secret is not answered again, nor the codes kept in clear.
      expect((await post(h, '/api/admin/me/two-factor', {}, staff.token)).statusCode).toBe(409);
      const stored = await h.app.db.selectFrom('admin_recovery_codes').selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]!);

      const first = await signIn(h, staff.email);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ twoFactor: 'code', message: STAFF_MESSAGES.codeNeeded });
      expect(first.json().token).toBeUndefined();
      const challenge = first.json().challenge as string;
      // The challenge is no session.
      expect((await me(h, challenge)).statusCode).toBe(401);

      const wrong = await post(h, '/api/auth/login/two-factor', { challenge, code: '123456' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: STAFF_MESSAGES.codeWrong, code: 'two_factor_invalid' });

      const code = totpCode(secret, clock());
      const ok = await post(h, '/api/auth/login/two-factor', { challenge, code });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await me(h, ok.json().token)).statusCode).toBe(200);
      // The same code cannot be used again.
      const replay = await post(h, '/api/auth/login/two-factor', { challenge, code });
      expect(replay.statusCode).toBe(401);
    });

    it('takes each recovery code once, in any case and with spaces', async () => {
      const staff = await staffMember(h);
      const { recoveryCodes } = await turnOn(h, staff.token);
      const challenge = (await signIn(h, staff.email)).json().challenge as string;
      const code = ` ${recoveryCodes[3]!.toUpperCase()} `;
      const ok = await post(h, '/api/auth/login/two-factor', { challenge, code });
      expect(ok.statusCode, ok.body).toBe(200);
      const again = await post(h, '/api/auth/login/two-factor', { challenge, code });
      expect(again.statusCode).toBe(401);
      const another = await post(h, '/api/auth/login/two-factor', {
        challenge,
        code: recoveryCodes[4]!,
      });
      expect(another.statusCode).toBe(200);
    });

    it('refuses an expired challenge, and one of a disabled account', async () => {
      const staff = await staffMember(h);
      const { secret } = await turnOn(h, staff.token);
      const challenge = (await signIn(h, staff.email)).json().challenge as string;
      clock.advance(11 * 60_000);
      const late = await post(h, '/api/auth/login/two-factor', {
        challenge,
        code: totpCode(secret, clock()),
      });
      expect(late.json()).toMatchObject({ error: STAFF_MESSAGES.challengeExpired });

      const fresh = (await signIn(h, staff.email)).json().challenge as string;
      await h.app.db
        .updateTable('admins')
        .set({ disabled_at: clock().toISOString() })
        .where('id', '=', staff.id)
        .execute();
      const refused = await post(h, '/api/auth/login/two-factor', {
        challenge: fresh,
        code: totpCode(secret, clock()),
      });
      expect(refused.statusCode).toBe(401);
    });

    it('leads an account without it to set it up when the owner requires it', async () => {
      const owner = await createAdminToken(h);
      const staff = await staffMember(h);
      const withCode = await staffMember(h);
      await turnOn(h, withCode.token);
      const setPolicy = (requireTwoFactor: unknown, token = owner) =>
        h.inject({
          method: 'PUT',
          url: '/api/admin/security',
          headers: bearer(token),
          payload: { requireTwoFactor },
        });
      expect((await setPolicy(true, staff.token)).statusCode).toBe(403);
      expect((await setPolicy('yes')).statusCode).toBe(400);
      expect((await setPolicy(true)).json()).toEqual({ requireTwoFactor: true });
      // Open sessions without two-factor end; the owner who asked is shown the set-up instead.
      expect((await me(h, staff.token)).statusCode).toBe(401);
      expect((await me(h, withCode.token)).json()).toMatchObject({ twoFactor: true });
      expect((await me(h, owner)).json()).toMatchObject({ requireTwoFactor: true });

      const first = await signIn(h, staff.email);
      expect(first.json()).toMatchObject({
        twoFactor: 'setup',
        message: STAFF_MESSAGES.setupNeeded,
      });
      const challenge = first.json().challenge as string;
      // A set-up challenge does not take codes, and a code challenge does not start a set-up.
      expect(
        (await post(h, '/api/auth/login/two-factor', { challenge, code: '123456' })).statusCode,
      ).toBe(401);
      const setup = await post(h, '/api/auth/two-factor/setup', { challenge });
      expect(setup.statusCode, setup.body).toBe(200);
      const { secret } = setup.json() as { secret: string };
      const done = await post(h, '/api/auth/two-factor/confirm', {
        challenge,
        code: totpCode(secret, clock()),
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      expect((await me(h, done.json().token)).json()).toMatchObject({ twoFactor: true });
      clock.advance(STEP);

      // From now on the sign-in asks for a code.
      expect((await signIn(h, staff.email)).json()).toMatchObject({ twoFactor: 'code' });
      await setPolicy(false);
      const actions = await h.app.db
        .selectFrom('audit_log')
        .select(['action', 'after'])
        .where('action', '=', 'settings.two_factor_policy')
        .execute();
      expect(actions.map((a) => JSON.parse(a.after!))).toEqual(
        expect.arrayContaining([{ requireTwoFactor: true }, { requireTwoFactor: false }]),
      );
      // Without the policy, the owner (no two-factor) gets a session straight away.
      expect((await signIn(h, TEST_ADMIN.email, TEST_ADMIN.password)).json().token).toEqual(
        expect.any(String),
      );
    });

    it('lets an admin turn their own two-factor off with a code of it, audited', async () => {
      const staff = await staffMember(h);
      const off = (code: string) => post(h, '/api/admin/me/two-factor/off', { code }, staff.token);
      const notOn = await off('123456');
      expect(notOn.statusCode).toBe(409);
      expect(notOn.json()).toMatchObject({ error: STAFF_MESSAGES.notOn });

      const { secret, recoveryCodes } = await turnOn(h, staff.token);
      // A wrong code changes nothing.
      const wrong = await off('000000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ error: STAFF_MESSAGES.codeWrong });
      expect((await me(h, staff.token)).json()).toMatchObject({ twoFactor: true });

      const res = await off(totpCode(secret, clock()));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: STAFF_MESSAGES.turnedOff });
      // The session stays; the password alone signs in; nothing of the set-up is left.
      expect((await me(h, staff.token)).json()).toMatchObject({ twoFactor: false });
      expect((await signIn(h, staff.email)).json().token).toEqual(expect.any(String));
      const rows = await h.app.db
        .selectFrom('admin_recovery_codes')
        .select('id')
        .where('admin_id', '=', staff.id)
        .execute();
      expect(rows).toEqual([]);
      expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);

      // Set up again (a new phone), then off with a recovery code instead.
      const again = await turnOn(h, staff.token);
      expect((await off(again.recoveryCodes[0]!)).statusCode).toBe(200);
      const audited = await h.app.db
        .selectFrom('audit_log')
        .select(['actor_id', 'after'])
        .where('entity_id', '=', staff.id)
        .where('action', '=', 'staff.two_factor_off')
        .execute();
      expect(audited).toHaveLength(2);
      expect(audited[0]).toMatchObject({ actor_id: staff.id });
      expect(JSON.parse(audited[0]!.after!)).toEqual({ twoFactor: false });
    });

    it('lets the owner turn a staff member’s two-factor off after a lost phone', async () => {
      const owner = await createAdminToken(h);
      const staff = await staffMember(h);
      const reset = (token: string, id = staff.id) =>
        post(h, `/api/admin/staff/${id}/two-factor/reset`, {}, token);
      await turnOn(h, staff.token);
      // Only the owner, and only for staff.
      expect((await reset(staff.token)).statusCode).toBe(403);
      const ownerRow = await h.app.db
        .selectFrom('admins')
        .select('id')
        .where('role', '=', 'owner')
        .executeTakeFirstOrThrow();
      expect((await reset(owner, ownerRow.id)).statusCode).toBe(404);
      expect((await me(h, staff.token)).json()).toMatchObject({ twoFactor: true });

      const res = await reset(owner);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ _id: staff.id, twoFactor: false });
      // The password alone signs in again, and nothing of the old set-up is left.
      expect((await signIn(h, staff.email)).json().token).toEqual(expect.any(String));
      const codes = await h.app.db
        .selectFrom('admin_recovery_codes')
        .select('id')
        .where('admin_id', '=', staff.id)
        .execute();
      expect(codes).toEqual([]);
      // Their session stays, and they can set it up afresh.
      await turnOn(h, staff.token);

      // Each reset is audited; one with nothing to reset changes nothing and is not.
      await reset(owner);
      await reset(owner);
      const audited = await h.app.db
        .selectFrom('audit_log')
        .select(['action', 'before', 'after'])
        .where('entity_id', '=', staff.id)
        .where('action', '=', 'staff.two_factor_reset')
        .execute();
      expect(audited).toHaveLength(2);
      expect(JSON.parse(audited[0]!.after!)).toEqual({ twoFactor: false });
    });
  },
  { clock },
);

describeEachDatabase(
  'two-factor code attempts',
  (h) => {
    it('slows down repeated wrong codes for one account (429)', async () => {
      // The attempts are counted in fixed windows: all of them fall in one.
      const window = RATE_LIMIT_WINDOW_MS;
      clock.set(new Date(Math.ceil(clock().getTime() / window) * window));
      const staff = await staffMember(h);
      await turnOn(h, staff.token);
      const challenge = (await signIn(h, staff.email)).json().challenge as string;
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (await post(h, '/api/auth/login/two-factor', { challenge, code: `00000${i}` }))
            .statusCode,
        );
      }
      // The wrong code at set-up counted too.
      expect(codes).toEqual([401, 401, 429, 429]);
    });
  },
  { clock, rateLimits: { otpPerAccountAndIp: 3, twoFactorPerAccount: 3 } },
);

describeEachDatabase(
  'two-factor budget as documented',
  (h) => {
    it('allows 10 wrong codes per account in 10 minutes, whatever the addresses', async () => {
      const window = RATE_LIMIT_WINDOW_MS;
      clock.set(new Date(Math.ceil(clock().getTime() / window) * window));
      const staff = await staffMember(h);
      await turnOn(h, staff.token);
      const challenge = (await signIn(h, staff.email)).json().challenge as string;
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await h.inject({
          method: 'POST',
          url: '/api/auth/login/two-factor',
          payload: { challenge, code: String(100_000 + i) },
          remoteAddress: `10.9.${i}.1`,
        });
        codes.push(res.statusCode);
      }
      // The wrong code at set-up counted too: nine more, then 429 from a fresh address.
      expect(codes.filter((c) => c === 401)).toHaveLength(9);
      expect(codes.slice(9)).toEqual([429, 429]);
    });
  },
  { clock },
);

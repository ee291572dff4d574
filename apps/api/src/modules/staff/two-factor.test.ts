import { expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT, STAFF_MESSAGES } from '@rental/shared/staff';
import { testClock } from '../../test/clock';
import { createAdminToken } from '../../test/factories';
import { bearer, describeEachDatabase, TEST_ADMIN } from '../../test/harness';
import { totpCode } from '../../test/staff';
import { me, post, signIn, staffMember, STEP, turnOn } from './two-factor.test-helpers';

// docs/product.md#back-office: two-factor sign-in with a TOTP code or a single-use recovery
// code, set up by any admin, and required of everyone when the owner says so.

const clock = testClock('2026-12-03T04:30:00Z');

describeEachDatabase(
  'two-factor sign-in',
  (h) => {
    it('asks for a code after the password once it is on, and takes it once', async () => {
      const staff = await staffMember(h);
      const { secret, recoveryCodes } = await turnOn(h, staff.token, clock);
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
      const { recoveryCodes } = await turnOn(h, staff.token, clock);
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
      const { secret } = await turnOn(h, staff.token, clock);
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
      await turnOn(h, withCode.token, clock);
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
  },
  { clock },
);

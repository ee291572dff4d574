import { expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT, STAFF_MESSAGES } from '@rental/shared/staff';
import { testClock } from '../../test/clock';
import { describeEachDatabase } from '../../test/harness';
import { totpCode } from '../../test/staff';
import { me, PASSWORD, post, signIn, staffMember, turnOn } from './two-factor.test-helpers';

// docs/product.md#back-office: two-factor sign-in with a TOTP code or a single-use recovery
// code, set up by any signed-in admin with the password typed again. When the owner requires it:
// two-factor.welcome.test.ts.

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
      expect(
        (await post(h, '/api/admin/me/two-factor', { password: PASSWORD }, staff.token)).statusCode,
      ).toBe(409);
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
  },
  { clock },
);

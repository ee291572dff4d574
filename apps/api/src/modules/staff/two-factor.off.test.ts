import { expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT, STAFF_MESSAGES } from '@rental/shared/staff';
import { testClock } from '../../test/clock';
import { createAdminToken } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { totpCode } from '../../test/staff';
import { me, post, signIn, staffMember, turnOn } from './two-factor.test-helpers';

// docs/product.md#back-office: two-factor turned off, by its holder with a code of it or by the
// owner after a lost phone; both audited.

const clock = testClock('2026-12-03T04:30:00Z');

describeEachDatabase(
  'two-factor turned off',
  (h) => {
    it('lets an admin turn their own two-factor off with a code of it, audited', async () => {
      const staff = await staffMember(h);
      const off = (code: string) => post(h, '/api/admin/me/two-factor/off', { code }, staff.token);
      const notOn = await off('123456');
      expect(notOn.statusCode).toBe(409);
      expect(notOn.json()).toMatchObject({ error: STAFF_MESSAGES.notOn });

      const { secret, recoveryCodes } = await turnOn(h, staff.token, clock);
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
      const again = await turnOn(h, staff.token, clock);
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
      await turnOn(h, staff.token, clock);
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
      await turnOn(h, staff.token, clock);

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

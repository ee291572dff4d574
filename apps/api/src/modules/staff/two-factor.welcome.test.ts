import { beforeEach, expect, it } from 'vitest';
import { ADMIN_ACCOUNT_MESSAGES } from '@rental/shared/admin';
import { RECOVERY_CODE_COUNT, STAFF_MESSAGES, type StaffInvite } from '@rental/shared/staff';
import { testClock } from '../../test/clock';
import { createAdminToken } from '../../test/factories';
import { bearer, describeEachDatabase, type Harness, TEST_ADMIN } from '../../test/harness';
import { totpCode } from '../../test/staff';
import { setTwoFactorRequired } from '../settings/settings.service';
import { clearTwoFactor } from './two-factor.repository';
import { me, post, signIn, staffMember, STEP, turnOn } from './two-factor.test-helpers';

// Issue 23, N12 (docs/product.md#back-office): while the owner requires two-factor, a staff
// account without it is enrolled only from its one-time welcome link, never from a password
// alone; the owner enrols from a signed-in session with the password typed again, first.

const clock = testClock('2026-12-03T04:30:00Z');

const setPolicy = (h: Harness, token: string, requireTwoFactor: unknown) =>
  h.inject({
    method: 'PUT',
    url: '/api/admin/security',
    headers: bearer(token),
    payload: { requireTwoFactor },
  });
const tokenOf = (invite: StaffInvite) => invite.link.split('#token=')[1]!;
const welcome = (h: Harness, token: string, password: string) =>
  post(h, '/api/auth/welcome', { token, password });

/** The owner with two-factor on, and the policy on. */
async function ownerRequiring(h: Harness): Promise<string> {
  const owner = await createAdminToken(h);
  await turnOn(h, owner, clock, TEST_ADMIN.password);
  expect((await setPolicy(h, owner, true)).json()).toEqual({ requireTwoFactor: true });
  return owner;
}

/** The welcome challenge carried through set-up: the session and the recovery codes. */
async function enrol(h: Harness, challenge: string) {
  const setup = await post(h, '/api/auth/two-factor/setup', { challenge });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const done = await post(h, '/api/auth/two-factor/confirm', {
    challenge,
    code: totpCode(secret, clock()),
  });
  expect(done.statusCode, done.body).toBe(200);
  clock.advance(STEP);
  return done.json() as { token: string; recoveryCodes: string[] };
}

describeEachDatabase(
  'two-factor set-up tied to the welcome link',
  (h) => {
    // One database per file: each test starts with no policy and the owner without two-factor.
    beforeEach(async () => {
      await setTwoFactorRequired({ db: h.app.db, clock }, false);
      const owner = await h.app.db
        .selectFrom('admins')
        .select('id')
        .where('email', '=', TEST_ADMIN.email)
        .executeTakeFirst();
      if (owner) await clearTwoFactor(h.app.db, owner.id);
    });

    it('replays N12: a stolen password cannot start the set-up; the link can', async () => {
      const owner = await ownerRequiring(h);
      const added = await post(
        h,
        '/api/admin/staff',
        { name: 'Ravi Kumar', email: 'ravi.n12@example.com', branch: 'Boduppal' },
        owner,
      );
      expect(added.statusCode, added.body).toBe(201);
      const invite = added.json() as StaffInvite;

      // The member sets the password from the link and is led straight on to the set-up...
      const set = await welcome(h, tokenOf(invite), 'staff-password-1');
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({
        message: STAFF_MESSAGES.setupNeeded,
        challenge: expect.any(String),
      });
      const linkChallenge = set.json().challenge as string;
      // ...which is no session, and takes no sign-in codes.
      expect((await me(h, linkChallenge)).statusCode).toBe(401);
      const asCode = await post(h, '/api/auth/login/two-factor', {
        challenge: linkChallenge,
        code: '123456',
      });
      expect(asCode.statusCode).toBe(401);

      // Whoever has the password alone (before or after the member) gets a clear 403, no challenge.
      const stolen = await signIn(h, 'ravi.n12@example.com');
      expect(stolen.statusCode).toBe(403);
      expect(stolen.json()).toEqual({
        error: STAFF_MESSAGES.enrolByLink,
        code: 'two_factor_by_link',
      });
      const row = () =>
        h.app.db
          .selectFrom('admins')
          .select(['totp_secret', 'totp_enabled_at'])
          .where('id', '=', invite.staff._id)
          .executeTakeFirstOrThrow();
      expect(await row()).toEqual({ totp_secret: null, totp_enabled_at: null });

      const { token, recoveryCodes } = await enrol(h, linkChallenge);
      expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      expect((await me(h, token)).json()).toMatchObject({ twoFactor: true });
      // The link was used once; from now on the password leads to a code.
      expect((await welcome(h, tokenOf(invite), 'another-password-2')).json()).toMatchObject({
        code: 'invite_invalid',
      });
      expect((await signIn(h, 'ravi.n12@example.com')).json()).toMatchObject({
        twoFactor: 'code',
      });
    });

    it('lets the owner re-send a link that starts the enrolment afresh', async () => {
      const owner = await createAdminToken(h);
      const staff = await staffMember(h);
      const lost = await turnOn(h, staff.token, clock);
      await turnOn(h, owner, clock, TEST_ADMIN.password);
      await setPolicy(h, owner, true);

      const resent = await post(h, `/api/admin/staff/${staff.id}/invite`, {}, owner);
      expect(resent.statusCode, resent.body).toBe(200);
      const set = await welcome(h, tokenOf(resent.json() as StaffInvite), 'new-password-3');
      expect(set.json()).toMatchObject({ message: STAFF_MESSAGES.setupNeeded });
      // The lost phone's set-up is gone: its recovery codes no longer count.
      const codes = await h.app.db
        .selectFrom('admin_recovery_codes')
        .select('id')
        .where('admin_id', '=', staff.id)
        .execute();
      expect(codes).toEqual([]);
      expect((await signIn(h, staff.email, 'new-password-3')).statusCode).toBe(403);

      const { token } = await enrol(h, set.json().challenge as string);
      const challenge = (await signIn(h, staff.email, 'new-password-3')).json().challenge;
      const oldCode = await post(h, '/api/auth/login/two-factor', {
        challenge,
        code: lost.recoveryCodes[0]!,
      });
      expect(oldCode.statusCode).toBe(401);
      expect((await me(h, token)).statusCode).toBe(200);
      const audit = await h.app.db
        .selectFrom('audit_log')
        .select('after')
        .where('entity_id', '=', staff.id)
        .where('action', '=', 'staff.set_password')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.after!)).toEqual({ twoFactor: false });
    });

    it('has the owner enrol first, from the session, with the password typed again', async () => {
      const owner = await createAdminToken(h);
      const staff = await staffMember(h);
      const withCode = await staffMember(h);
      const { secret } = await turnOn(h, withCode.token, clock);

      const early = await setPolicy(h, owner, true);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({
        code: 'two_factor_owner_first',
        error: STAFF_MESSAGES.ownerFirst,
      });
      expect((await setPolicy(h, staff.token, true)).statusCode).toBe(403);
      expect((await setPolicy(h, owner, 'yes')).statusCode).toBe(400);

      // A session alone does not enrol a phone: the password is asked again.
      const start = (payload: object) => post(h, '/api/admin/me/two-factor', payload, owner);
      expect((await start({})).statusCode).toBe(400);
      const wrong = await start({ password: 'not-the-password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'invalid_credentials',
        error: ADMIN_ACCOUNT_MESSAGES.wrongPassword,
      });
      await turnOn(h, owner, clock, TEST_ADMIN.password);

      expect((await setPolicy(h, owner, true)).json()).toEqual({ requireTwoFactor: true });
      // Open sessions without two-factor end; the owner's and those with it stay.
      expect((await me(h, staff.token)).statusCode).toBe(401);
      expect((await me(h, withCode.token)).json()).toMatchObject({ twoFactor: true });
      expect((await me(h, owner)).json()).toMatchObject({ requireTwoFactor: true });
      // While required, it stays on: off would leave staff needing a link, the owner locked out.
      const off = await post(
        h,
        '/api/admin/me/two-factor/off',
        { code: totpCode(secret, clock()) },
        withCode.token,
      );
      expect(off.statusCode).toBe(409);
      expect(off.json()).toMatchObject({ error: STAFF_MESSAGES.requiredStaysOn });

      await setPolicy(h, owner, false);
      const actions = await h.app.db
        .selectFrom('audit_log')
        .select('after')
        .where('action', '=', 'settings.two_factor_policy')
        .execute();
      expect(actions.map((a) => JSON.parse(a.after!))).toEqual(
        expect.arrayContaining([{ requireTwoFactor: true }, { requireTwoFactor: false }]),
      );
      // Without the policy, the password alone signs a member without two-factor in again.
      expect((await signIn(h, staff.email)).json().token).toEqual(expect.any(String));
    });
  },
  { clock },
);

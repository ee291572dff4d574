import { expect, it } from 'vitest';
import { STAFF_MESSAGES, type StaffInvite } from '@rental/shared/staff';
import { testClock } from '../../test/clock';
import { createAdminToken } from '../../test/factories';
import { bearer, describeEachDatabase, type Harness, TEST_ADMIN } from '../../test/harness';

// docs/product.md#back-office: the owner adds a staff member, who sets their password through a
// one-time link; the owner renames, moves, disables and enables them, each change audited.

const clock = testClock('2026-12-03T04:30:00Z');
const HOUR = 3_600_000;

const addStaff = (h: Harness, owner: string, payload: object) =>
  h.inject({ method: 'POST', url: '/api/admin/staff', headers: bearer(owner), payload });
const welcome = (h: Harness, token: string, password = 'staff-password-1') =>
  h.inject({ method: 'POST', url: '/api/auth/welcome', payload: { token, password } });
const signIn = (h: Harness, email: string, password = 'staff-password-1') =>
  h.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (h: Harness, token: string) =>
  h.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
const tokenOf = (invite: StaffInvite) => invite.link.split('#token=')[1]!;

let n = 0;
const member = () => ({
  name: 'Ravi Kumar',
  email: `Ravi.${++n}@Example.com `,
  branch: 'Boduppal',
});

async function auditActions(h: Harness, entityId: string): Promise<string[]> {
  const rows = await h.app.db
    .selectFrom('audit_log')
    .select('action')
    .where('entity_id', '=', entityId)
    .execute();
  // The test clock stands still, so the entries share one instant: compare them as a set.
  return rows.map((r) => r.action).sort();
}

describeEachDatabase(
  'staff accounts and their set-password links',
  (h) => {
    it('adds a staff member whose link sets a password once, then signs in', async () => {
      const owner = await createAdminToken(h);
      const res = await addStaff(h, owner, member());
      expect(res.statusCode, res.body).toBe(201);
      const invite = res.json() as StaffInvite;
      expect(invite).toMatchObject({
        staff: { name: 'Ravi Kumar', role: 'staff', branch: 'Boduppal', state: 'invited' },
        emailed: false,
        expiresAt: new Date(clock().getTime() + 72 * HOUR).toISOString(),
      });
      expect(invite.staff.email).toBe(`ravi.${n}@example.com`);
      expect(invite.link).toMatch(/^\/admin\/welcome#token=[\w-]{40,}$/);
      // Only the token's hash is kept.
      const stored = await h.app.db.selectFrom('admin_invites').selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain(tokenOf(invite));
      // No password works before the link is used.
      expect((await signIn(h, invite.staff.email, '!unset')).statusCode).toBe(401);

      const set = await welcome(h, tokenOf(invite));
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toEqual({
        message: STAFF_MESSAGES.passwordSet,
        email: invite.staff.email,
      });
      const again = await welcome(h, tokenOf(invite), 'another-password-2');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'invite_invalid',
        error: STAFF_MESSAGES.inviteInvalid,
      });

      const session = await signIn(h, invite.staff.email);
      expect(session.statusCode, session.body).toBe(200);
      const profile = await me(h, session.json().token);
      expect(profile.json()).toEqual({
        _id: invite.staff._id,
        name: 'Ravi Kumar',
        email: invite.staff.email,
        role: 'staff',
        branch: 'Boduppal',
        twoFactor: false,
        requireTwoFactor: false,
      });
      const row = await h.app.db
        .selectFrom('admins')
        .select('password_hash')
        .where('id', '=', invite.staff._id)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(await auditActions(h, invite.staff._id)).toEqual(['staff.add', 'staff.set_password']);
    });

    it('refuses a wrong, an expired or a replaced link, and a short password', async () => {
      const owner = await createAdminToken(h);
      const first = (await addStaff(h, owner, member())).json() as StaffInvite;
      expect((await welcome(h, 'x'.repeat(43))).json().code).toBe('invite_invalid');
      expect((await welcome(h, tokenOf(first), 'short')).statusCode).toBe(400);

      // A new link retires the first.
      const second = await h.inject({
        method: 'POST',
        url: `/api/admin/staff/${first.staff._id}/invite`,
        headers: bearer(owner),
      });
      expect(second.statusCode).toBe(200);
      expect((await welcome(h, tokenOf(first))).json().code).toBe('invite_invalid');

      clock.advance(72 * HOUR + 1000);
      try {
        expect((await welcome(h, tokenOf(second.json()))).json().code).toBe('invite_invalid');
      } finally {
        clock.advance(-(72 * HOUR + 1000));
      }
      expect((await me(h, owner)).statusCode).toBe(200);
    });

    it('refuses an e-mail already in use, and bad fields', async () => {
      const owner = await createAdminToken(h);
      const taken = await addStaff(h, owner, { ...member(), email: TEST_ADMIN.email });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        code: 'email_taken',
        fields: { email: STAFF_MESSAGES.emailTaken },
      });
      for (const payload of [
        { ...member(), branch: 'Secunderabad' },
        { ...member(), email: 'not-an-email' },
        { ...member(), name: '' },
        {},
      ]) {
        expect((await addStaff(h, owner, payload)).statusCode).toBe(400);
      }
    });

    it('renames and moves a staff member, and disabling ends their sessions at once', async () => {
      const owner = await createAdminToken(h);
      const invite = (await addStaff(h, owner, member())).json() as StaffInvite;
      await welcome(h, tokenOf(invite));
      const token = (await signIn(h, invite.staff.email)).json().token as string;
      const id = invite.staff._id;

      const moved = await h.inject({
        method: 'PATCH',
        url: `/api/admin/staff/${id}`,
        headers: bearer(owner),
        payload: { branch: 'Dilsukhnagar', name: 'Ravi K' },
      });
      expect(moved.json()).toMatchObject({
        name: 'Ravi K',
        branch: 'Dilsukhnagar',
        state: 'active',
      });
      expect((await me(h, token)).json()).toMatchObject({ branch: 'Dilsukhnagar' });

      const disabled = await h.inject({
        method: 'POST',
        url: `/api/admin/staff/${id}/disable`,
        headers: bearer(owner),
      });
      expect(disabled.json()).toMatchObject({ state: 'disabled' });
      expect((await me(h, token)).statusCode).toBe(401);
      expect((await signIn(h, invite.staff.email)).statusCode).toBe(401);

      await h.inject({
        method: 'POST',
        url: `/api/admin/staff/${id}/enable`,
        headers: bearer(owner),
      });
      // The old session stays ended; signing in again works.
      expect((await me(h, token)).statusCode).toBe(401);
      expect((await signIn(h, invite.staff.email)).statusCode).toBe(200);

      const [update] = await h.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity_id', '=', id)
        .where('action', '=', 'staff.update')
        .execute();
      expect(JSON.parse(update!.before!)).toEqual({ name: 'Ravi Kumar', branch: 'Boduppal' });
      expect(JSON.parse(update!.after!)).toEqual({ name: 'Ravi K', branch: 'Dilsukhnagar' });
      expect(await auditActions(h, id)).toEqual([
        'staff.add',
        'staff.disable',
        'staff.enable',
        'staff.set_password',
        'staff.update',
      ]);
    });

    it('manages only staff: the owner account answers 404', async () => {
      const owner = await createAdminToken(h);
      const ownerId = (await me(h, owner)).json()._id as string;
      for (const verb of ['disable', 'enable', 'invite']) {
        const res = await h.inject({
          method: 'POST',
          url: `/api/admin/staff/${ownerId}/${verb}`,
          headers: bearer(owner),
        });
        expect(res.statusCode).toBe(404);
      }
      const list = await h.inject({
        method: 'GET',
        url: '/api/admin/staff',
        headers: bearer(owner),
      });
      expect(list.json()[0]).toMatchObject({
        role: 'owner',
        email: TEST_ADMIN.email,
        branch: null,
      });
    });

    it('keeps staff enabled when the server starts again, and disables only an earlier owner', async () => {
      const owner = await createAdminToken(h);
      const invite = (await addStaff(h, owner, member())).json() as StaffInvite;
      await welcome(h, tokenOf(invite));
      const staffToken = (await signIn(h, invite.staff.email)).json().token as string;

      await h.restart({ adminEmail: 'new-owner@example.com', adminPassword: 'new-owner-pass-1' });
      expect((await me(h, staffToken)).statusCode).toBe(200);
      expect((await me(h, owner)).statusCode).toBe(401);
      const newOwner = await signIn(h, 'new-owner@example.com', 'new-owner-pass-1');
      expect((await me(h, newOwner.json().token)).json()).toMatchObject({ role: 'owner' });

      await h.restart({ adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password });
      expect((await me(h, staffToken)).statusCode).toBe(200);
    });
  },
  { clock },
);

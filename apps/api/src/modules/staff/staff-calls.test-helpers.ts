import { randomUUID } from 'node:crypto';
import { bearer } from '../../test/harness';
import type { Call, CallContext } from './admin-calls.test-helpers';
import { HOME, totpCode } from '../../test/staff';
import { hashPassword } from '../../lib/password-hash';
import { clearTwoFactor } from './two-factor.repository';

// The staff rows of the admin calls' table (admin-calls.test-helpers.ts): one's own account and
// two-factor set-up, the staff list and the business's two-factor policy.

export function staffCalls({ h, now }: CallContext): Record<string, Call> {
  const password = 'row-password-1';
  let hashed: Promise<string> | undefined;
  /** Own set-up wants the password again: the caller's account is given a known one. */
  const knownPassword = async (token: string | undefined) => {
    const headers = token ? bearer(token) : {};
    const account = await h.inject({ method: 'GET', url: '/api/admin/me', headers });
    if (account.statusCode === 200) {
      hashed ??= hashPassword(password);
      await h.app.db
        .updateTable('admins')
        .set({ password_hash: await hashed })
        .where('id', '=', (account.json() as { _id: string })._id)
        .execute();
    }
    return headers;
  };
  const startSetup = async (token: string | undefined) =>
    h.inject({
      method: 'POST',
      url: '/api/admin/me/two-factor',
      headers: await knownPassword(token),
      payload: { password },
    });
  return {
    'GET /api/admin/me': { method: 'GET', url: () => '/api/admin/me', access: 'admin', ok: 200 },
    'POST /api/admin/me/two-factor': {
      method: 'POST',
      url: () => '/api/admin/me/two-factor',
      access: 'admin',
      ok: 200,
      fresh: async (_, token) => {
        await knownPassword(token);
        return {};
      },
      body: () => ({ password }),
    },
    'POST /api/admin/me/two-factor/confirm': {
      method: 'POST',
      url: () => '/api/admin/me/two-factor/confirm',
      access: 'admin',
      ok: 200,
      // Each admin starts a set-up and sends the code their app would show.
      fresh: async (_, token) => {
        const res = await startSetup(token);
        const secret = res.statusCode === 200 ? (res.json() as { secret: string }).secret : '';
        return { code: secret ? totpCode(secret, now()) : '000000' };
      },
      body: (v) => ({ code: v.code }),
    },
    'POST /api/admin/me/two-factor/off': {
      method: 'POST',
      url: () => '/api/admin/me/two-factor/off',
      access: 'admin',
      ok: 200,
      // Each admin turns it on afresh (the row above left it on) and sends a recovery code.
      fresh: async (_, token) => {
        const headers = token ? bearer(token) : {};
        const account = await h.inject({ method: 'GET', url: '/api/admin/me', headers });
        if (account.statusCode === 200) {
          await clearTwoFactor(h.app.db, (account.json() as { _id: string })._id);
        }
        const setup = await startSetup(token);
        if (setup.statusCode !== 200) return { code: 'aaaaa-bbbbb' };
        const { secret } = setup.json() as { secret: string };
        const on = await h.inject({
          method: 'POST',
          url: '/api/admin/me/two-factor/confirm',
          headers,
          payload: { code: totpCode(secret, now()) },
        });
        return { code: (on.json() as { recoveryCodes: string[] }).recoveryCodes[0]! };
      },
      body: (v) => ({ code: v.code }),
    },
    'GET /api/admin/staff': {
      method: 'GET',
      url: () => '/api/admin/staff',
      access: 'owner',
      ok: 200,
    },
    'POST /api/admin/staff': {
      method: 'POST',
      url: () => '/api/admin/staff',
      access: 'owner',
      ok: 201,
      body: () => ({ name: 'Ravi Kumar', email: `ravi-${randomUUID()}@example.com`, branch: HOME }),
    },
    'PATCH /api/admin/staff/:id': {
      method: 'PATCH',
      url: (v) => `/api/admin/staff/${v.member}`,
      access: 'owner',
      ok: 200,
      body: () => ({ name: 'Ravi K' }),
    },
    'POST /api/admin/staff/:id/invite': {
      method: 'POST',
      url: (v) => `/api/admin/staff/${v.member}/invite`,
      access: 'owner',
      ok: 200,
    },
    'POST /api/admin/staff/:id/two-factor/reset': {
      method: 'POST',
      url: (v) => `/api/admin/staff/${v.member}/two-factor/reset`,
      access: 'owner',
      ok: 200,
    },
    'POST /api/admin/staff/:id/disable': {
      method: 'POST',
      url: (v) => `/api/admin/staff/${v.member}/disable`,
      access: 'owner',
      ok: 200,
    },
    'POST /api/admin/staff/:id/enable': {
      method: 'POST',
      url: (v) => `/api/admin/staff/${v.member}/enable`,
      access: 'owner',
      ok: 200,
    },
    'GET /api/admin/security': {
      method: 'GET',
      url: () => '/api/admin/security',
      access: 'owner',
      ok: 200,
    },
    'PUT /api/admin/security': {
      method: 'PUT',
      url: () => '/api/admin/security',
      access: 'owner',
      ok: 200,
      body: () => ({ requireTwoFactor: false }),
    },
  };
}

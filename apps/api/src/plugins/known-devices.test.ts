import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '@rental/shared/constants';
import { SIGN_IN_ALERT_MESSAGES } from '@rental/shared/messages';
import { hashPassword } from '../lib/password-hash';
import { forgetEndedDevices } from '../modules/sessions/sessions.service';
import { testClock } from '../test/clock';
import { createCustomer, type TestCustomer } from '../test/factories';
import { totpCode } from '../test/staff';
import {
  bearer,
  DATABASES,
  describeEachDatabase,
  type Harness,
  TEST_ADMIN,
  twoProcesses,
} from '../test/harness';

// docs/product.md#security: the device cookie. Strangers' wrong passwords from many addresses
// meet the account's ceiling, yet the holder on a device they signed in on before still gets in;
// that device's own wrong passwords have a small budget; sign out everywhere or a new password
// ends it, and it helps only its own account.

type Injector = Pick<Harness, 'inject'>;

// Budgets small enough to reach: 2 failures per account and address, 10 per account from
// everywhere (so 5 addresses reach it), 3 per device.
const rateLimits = {
  signInPerAccountAndIp: 2,
  signInPerAccount: 10,
  signInPerIp: 1_000,
  signInPerDevice: 3,
};

const renterSignIn = (h: Injector, mobile: string, password: string, ip: string, cookie = '') =>
  h.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
    payload: { mobile, password },
  });

const adminSignIn = (h: Injector, email: string, password: string, ip: string, cookie = '') =>
  h.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
    payload: { email, password },
  });

/** The `name=value` part of the answer's device cookie. */
function deviceCookie(res: { headers: Record<string, unknown> }): string {
  const header = String(res.headers['set-cookie'] ?? '');
  expect(header).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
  return header.split(';')[0]!;
}

/** Strangers at five addresses use up the account's ceiling; the sixth address is refused. */
async function strangersReachCeiling(
  signIn: (password: string, ip: string) => Promise<{ statusCode: number }>,
  prefix: string,
) {
  for (let a = 1; a <= 5; a++) {
    for (let i = 0; i < 2; i++) {
      expect((await signIn(`guess-${a}-${i}`, `${prefix}.${a}`)).statusCode).toBe(401);
    }
  }
  expect((await signIn('guess-x', `${prefix}.6`)).statusCode).toBe(429);
}

const clock = testClock('2026-11-24T10:00:01.000Z');

describeEachDatabase(
  'the device cookie',
  (h) => {
    describe('a renter', () => {
      let renter: TestCustomer;
      let cookie: string;
      beforeAll(async () => {
        clock.advance(10 * 60_000);
        renter = await createCustomer(h);
        const first = await renterSignIn(h, renter.mobile, renter.password, '10.20.0.1');
        expect(first.statusCode).toBe(200);
        cookie = deviceCookie(first);
      });

      it('is signed, HttpOnly, SameSite=Strict and long-lived, and names a stored device', async () => {
        const res = await renterSignIn(h, renter.mobile, renter.password, '10.20.0.2', cookie);
        // The cookie it carries is still good: no second one.
        expect(res.headers['set-cookie']).toBeUndefined();
        const fresh = await renterSignIn(h, renter.mobile, renter.password, '10.20.0.2');
        const header = String(fresh.headers['set-cookie']);
        expect(header).toContain('HttpOnly');
        expect(header).toContain('SameSite=Strict');
        expect(header).toContain('Path=/api');
        expect(header).toContain(`Max-Age=${180 * 86_400}`);
        // Over plain HTTP (tests, development) it cannot be Secure; behind HTTPS it is.
        expect(header).not.toContain('Secure');
        const stored = await h.app.db
          .selectFrom('known_devices')
          .select('account_id')
          .where('account_kind', '=', 'customer')
          .where('account_id', '=', renter.id)
          .execute();
        expect(stored).toHaveLength(2);
      });

      it('lets the holder in during an attack; a new address without it gets 429', async () => {
        await strangersReachCeiling(
          (password, ip) => renterSignIn(h, renter.mobile, password, ip),
          '10.21.0',
        );
        const known = await renterSignIn(h, renter.mobile, renter.password, '10.22.0.1', cookie);
        expect(known.statusCode).toBe(200);
        expect(known.json().token).toEqual(expect.any(String));
        const unknown = await renterSignIn(h, renter.mobile, renter.password, '10.22.0.2');
        expect(unknown.statusCode).toBe(429);
        expect(unknown.json()).toMatchObject({ code: 'rate_limited' });

        // A cookie whose signature does not hold counts for nothing.
        const forged = `${cookie.slice(0, -2)}xx`;
        expect(
          (await renterSignIn(h, renter.mobile, renter.password, '10.22.0.1', forged)).statusCode,
        ).toBe(429);

        // The holder is told by text that their own device still gets in.
        const texts = await h.app.db
          .selectFrom('messages')
          .select('body')
          .where('event', '=', 'security_alert')
          .where('recipient', '=', renter.mobile)
          .execute();
        expect(texts).toHaveLength(1);
        expect(texts[0]!.body).toBe(
          `Many wrong passwords were tried on your account. ${SIGN_IN_ALERT_MESSAGES.advice}`,
        );
      });

      it("counts the device's own wrong passwords against its small budget", async () => {
        for (let i = 0; i < 3; i++) {
          expect(
            (await renterSignIn(h, renter.mobile, `wrong-${i}`, '10.22.0.1', cookie)).statusCode,
          ).toBe(401);
        }
        const over = await renterSignIn(h, renter.mobile, 'wrong-x', '10.22.0.1', cookie);
        expect(over.statusCode).toBe(429);
        expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
        // Used up, it no longer lets even the right password through in this window.
        expect(
          (await renterSignIn(h, renter.mobile, renter.password, '10.22.0.3', cookie)).statusCode,
        ).toBe(429);
      });
    });

    it('helps only its own account', async () => {
      clock.advance(10 * 60_000);
      const [a, b] = [await createCustomer(h), await createCustomer(h)];
      const aCookie = deviceCookie(await renterSignIn(h, a.mobile, a.password, '10.23.0.1'));
      await strangersReachCeiling(
        (password, ip) => renterSignIn(h, b.mobile, password, ip),
        '10.24.0',
      );
      expect((await renterSignIn(h, b.mobile, b.password, '10.23.0.1', aCookie)).statusCode).toBe(
        429,
      );
      // And it still works for its own account.
      expect((await renterSignIn(h, a.mobile, a.password, '10.23.0.1', aCookie)).statusCode).toBe(
        200,
      );
    });

    it('counts for nothing after "sign out everywhere"', async () => {
      clock.advance(10 * 60_000);
      const renter = await createCustomer(h);
      const res = await renterSignIn(h, renter.mobile, renter.password, '10.25.0.1');
      const cookie = deviceCookie(res);
      const out = await h.inject({
        method: 'POST',
        url: '/api/users/me/sign-out-everywhere',
        headers: bearer(res.json().token),
      });
      expect(out.statusCode).toBe(200);
      await strangersReachCeiling(
        (password, ip) => renterSignIn(h, renter.mobile, password, ip),
        '10.26.0',
      );
      expect(
        (await renterSignIn(h, renter.mobile, renter.password, '10.25.0.1', cookie)).statusCode,
      ).toBe(429);
      const left = await h.app.db
        .selectFrom('known_devices')
        .select('id')
        .where('account_id', '=', renter.id)
        .execute();
      expect(left).toEqual([]);
    });

    describe('the owner and staff', () => {
      it('let the owner in from a known device during an attack; a new password ends it', async () => {
        clock.advance(10 * 60_000);
        const first = await adminSignIn(h, TEST_ADMIN.email, TEST_ADMIN.password, '10.30.0.1');
        expect(first.statusCode).toBe(200);
        const cookie = deviceCookie(first);
        await strangersReachCeiling(
          (password, ip) => adminSignIn(h, TEST_ADMIN.email, password, ip),
          '10.31.0',
        );
        const known = await adminSignIn(
          h,
          TEST_ADMIN.email,
          TEST_ADMIN.password,
          '10.32.0.1',
          cookie,
        );
        expect(known.statusCode).toBe(200);
        expect(
          (await adminSignIn(h, TEST_ADMIN.email, TEST_ADMIN.password, '10.32.0.2')).statusCode,
        ).toBe(429);
        // The owner is told by e-mail, the business too.
        const mail = await h.app.db
          .selectFrom('messages')
          .select(['recipient', 'body'])
          .where('event', '=', 'security_alert')
          .where('recipient', 'in', [TEST_ADMIN.email, 'owner@example.com'])
          .execute();
        expect(mail.find((m) => m.recipient === TEST_ADMIN.email)?.body).toContain(
          SIGN_IN_ALERT_MESSAGES.advice,
        );
        expect(mail.find((m) => m.recipient === 'owner@example.com')?.body).toContain(
          SIGN_IN_ALERT_MESSAGES.business,
        );

        // A password change ends the device with every session.
        const changed = await h.inject({
          method: 'POST',
          url: '/api/admin/me/password',
          headers: { ...bearer(known.json().token), cookie },
          payload: { currentPassword: TEST_ADMIN.password, newPassword: 'a-new-owner-password-1' },
        });
        expect(changed.statusCode).toBe(200);
        expect(
          (await adminSignIn(h, TEST_ADMIN.email, 'a-new-owner-password-1', '10.32.0.1', cookie))
            .statusCode,
        ).toBe(429);
        // Put back for the tests after (a restart sets ADMIN_PASSWORD again).
        await h.restart();
      });

      it('give staff with two-factor the cookie after the code, and let them in during an attack', async () => {
        clock.advance(10 * 60_000);
        const email = `staff-${randomUUID().slice(0, 8)}@example.com`;
        const password = 'staff-password-123';
        await h.app.db
          .insertInto('admins')
          .values({
            id: randomUUID(),
            email,
            name: 'Staff Device',
            role: 'staff',
            branch: 'Boduppal',
            password_hash: await hashPassword(password),
            created_at: clock().toISOString(),
          })
          .execute();
        const token = (await adminSignIn(h, email, password, '10.40.0.1')).json().token;
        const setup = await h.inject({
          method: 'POST',
          url: '/api/admin/me/two-factor',
          headers: bearer(token),
          payload: { password },
        });
        expect(setup.statusCode).toBe(200);
        const secret = setup.json().secret as string;
        const confirmed = await h.inject({
          method: 'POST',
          url: '/api/admin/me/two-factor/confirm',
          headers: bearer(token),
          payload: { code: totpCode(secret, clock()) },
        });
        expect(confirmed.statusCode).toBe(200);

        const signInWithCode = async (ip: string, cookie = '') => {
          const step = await adminSignIn(h, email, password, ip, cookie);
          if (step.statusCode !== 200) return step;
          // The password step alone leaves no cookie: only a whole sign-in does.
          expect(step.headers['set-cookie']).toBeUndefined();
          clock.advance(30_000);
          return h.inject({
            method: 'POST',
            url: '/api/auth/login/two-factor',
            remoteAddress: ip,
            headers: cookie ? { cookie } : {},
            payload: { challenge: step.json().challenge, code: totpCode(secret, clock()) },
          });
        };
        const first = await signInWithCode('10.40.0.1');
        expect(first.statusCode).toBe(200);
        const cookie = deviceCookie(first);

        await strangersReachCeiling((guess, ip) => adminSignIn(h, email, guess, ip), '10.41.0');
        expect((await signInWithCode('10.42.0.1', cookie)).statusCode).toBe(200);
        expect((await signInWithCode('10.42.0.2')).statusCode).toBe(429);
      });
    });

    it('forgets devices that no longer count: of an ended session, or past 180 days', async () => {
      clock.advance(10 * 60_000);
      const [a, b] = [await createCustomer(h), await createCustomer(h)];
      const aCookie = deviceCookie(await renterSignIn(h, a.mobile, a.password, '10.60.0.1'));
      deviceCookie(await renterSignIn(h, b.mobile, b.password, '10.60.0.2'));
      // Sessions may end by other paths than "sign out everywhere" (a disabled staff member).
      await h.app.db
        .updateTable('customers')
        .set({ token_version: sql<number>`token_version + 1` })
        .where('id', '=', b.id)
        .execute();
      const devicesOf = async (id: string) =>
        (
          await h.app.db
            .selectFrom('known_devices')
            .select('id')
            .where('account_id', '=', id)
            .execute()
        ).length;
      expect(await forgetEndedDevices(h.app)).toBeGreaterThanOrEqual(1);
      expect([await devicesOf(a.id), await devicesOf(b.id)]).toEqual([1, 0]);

      clock.advance(180 * 86_400_000 + 1_000);
      // Expired, the cookie counts for nothing: signing in leaves a new one.
      const again = await renterSignIn(h, a.mobile, a.password, '10.60.0.1', aCookie);
      expect(deviceCookie(again)).not.toBe(aCookie);
      // Signing in forgot the account's expired device already; the clean-up finds the rest.
      expect(await devicesOf(a.id)).toBe(1);
      await forgetEndedDevices(h.app);
      expect(await devicesOf(a.id)).toBe(1);
      const left = await h.app.db
        .selectFrom('known_devices')
        .select('expires_at')
        .where('expires_at', '<=', clock().toISOString())
        .execute();
      expect(left).toEqual([]);
    });
  },
  { rateLimits, clock },
);

for (const kind of DATABASES) {
  describe(`two processes on one database know the same device [${kind}]`, () => {
    const apps = twoProcesses(kind, { rateLimits, clock });

    it('honours on one process the cookie the other gave', async () => {
      clock.advance(10 * 60_000);
      const renter = await createCustomer(apps.first);
      const res = await renterSignIn(apps.first, renter.mobile, renter.password, '10.50.0.1');
      const cookie = deviceCookie(res);
      // The strangers go to both processes in turn; the ceiling counts them all.
      let n = 0;
      await strangersReachCeiling(
        (password, ip) =>
          renterSignIn(n++ % 2 ? apps.second : apps.first, renter.mobile, password, ip),
        '10.51.0',
      );
      expect(
        (await renterSignIn(apps.second, renter.mobile, renter.password, '10.52.0.1', cookie))
          .statusCode,
      ).toBe(200);
      expect(
        (await renterSignIn(apps.second, renter.mobile, renter.password, '10.52.0.2')).statusCode,
      ).toBe(429);
    });
  });
}

import { describe, expect, it } from 'vitest';
import {
  OTP_DAILY_LIMIT,
  OTP_RESEND_MS,
  OTP_TEXTS_KEPT_FOR_KNOWN_DEVICE,
  RATE_LIMITS,
} from '@rental/shared/constants';
import { OTP_ELSEWHERE_LIMIT_MESSAGE } from '@rental/shared/messages';
import { testClock } from '../../test/clock';
import { createCustomer } from '../../test/factories';
import { bearer, describeEachDatabase, type Harness, TEST_ADMIN } from '../../test/harness';

// Issue 23 rows N5 and N6: a stranger cannot use up a renter's OTP texts from one address, and
// when budgets are used up the account holder (and, for an admin, the business) is told.

/** A clock the test moves on, starting just after a 10-minute window began. */
function steppedClock() {
  let now = Math.floor(Date.now() / 600_000) * 600_000 + 1_000;
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

function alerts(h: Harness, recipient: string) {
  return h.app.db
    .selectFrom('messages')
    .select(['channel', 'recipient', 'body'])
    .where('event', '=', 'security_alert')
    .where('recipient', '=', recipient)
    .execute();
}

const time = steppedClock();

describeEachDatabase(
  'budgets per account and address, and the alerts',
  (h) => {
    const forgot = (mobile: string, address: string) =>
      h.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { mobile },
        remoteAddress: address,
      });

    it('lets one address use only part of a mobile’s texts, and tells the renter at the ceiling', async () => {
      const renter = await createCustomer(h);
      const share = RATE_LIMITS.otpSendsPerAccountAndIpPerDay;
      for (let i = 0; i < share; i++) {
        time.advance(OTP_RESEND_MS + 1_000);
        expect((await forgot(renter.mobile, '10.1.0.1')).statusCode).toBe(200);
      }
      time.advance(OTP_RESEND_MS + 1_000);
      expect((await forgot(renter.mobile, '10.1.0.1')).statusCode).toBe(429);

      // The renter, elsewhere, still gets codes: the stranger's address had only its share.
      time.advance(OTP_RESEND_MS + 1_000);
      expect((await forgot(renter.mobile, '10.2.0.1')).statusCode).toBe(200);
      expect(await alerts(h, renter.mobile)).toEqual([]);

      // Addresses together reach what new places may ask for today: refused, and the renter is
      // told once, by text and by e-mail.
      const fromElsewhere = OTP_DAILY_LIMIT - OTP_TEXTS_KEPT_FOR_KNOWN_DEVICE;
      for (let sent = share + 1, n = 3; sent < fromElsewhere; sent++, n++) {
        time.advance(OTP_RESEND_MS + 1_000);
        expect((await forgot(renter.mobile, `10.${n}.0.1`)).statusCode).toBe(200);
      }
      for (const address of ['10.50.0.1', '10.51.0.1']) {
        time.advance(OTP_RESEND_MS + 1_000);
        const refused = await forgot(renter.mobile, address);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({
          code: 'otp_daily_limit',
          error: OTP_ELSEWHERE_LIMIT_MESSAGE,
        });
      }
      const sms = await alerts(h, renter.mobile);
      expect(sms).toHaveLength(1);
      expect(sms[0]!.body).toContain('Many one-time codes were asked for your mobile number');
      expect(await alerts(h, renter.email)).toHaveLength(1);

      // The renter's own phone, signed in before, still gets the codes kept for it, and no more.
      const signedIn = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { mobile: renter.mobile, password: renter.password },
        remoteAddress: '10.60.0.1',
      });
      expect(signedIn.statusCode).toBe(200);
      const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
      const fromOwnPhone = () =>
        h.inject({
          method: 'POST',
          url: '/api/users/forgot-password',
          payload: { mobile: renter.mobile },
          headers: { cookie },
          remoteAddress: '10.60.0.1',
        });
      for (let i = 0; i < OTP_TEXTS_KEPT_FOR_KNOWN_DEVICE; i++) {
        time.advance(OTP_RESEND_MS + 1_000);
        expect((await fromOwnPhone()).statusCode).toBe(200);
      }
      time.advance(OTP_RESEND_MS + 1_000);
      const spent = await fromOwnPhone();
      expect(spent.statusCode).toBe(429);
      expect(spent.json().error).toBe(
        `This mobile number has been sent ${OTP_DAILY_LIMIT} OTPs today, the most in one day. ` +
          'Please try again tomorrow.',
      );
      const texts = await h.app.db
        .selectFrom('messages')
        .select('id')
        .where('event', '=', 'otp')
        .where('recipient', '=', renter.mobile)
        .execute();
      expect(texts).toHaveLength(OTP_DAILY_LIMIT);
    });

    it('tells the renter when wrong passwords from many addresses meet the account ceiling', async () => {
      time.advance(10 * 60_000);
      const renter = await createCustomer(h);
      const login = (address: string) =>
        h.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { mobile: renter.mobile, password: 'not-the-password' },
          remoteAddress: address,
        });
      for (let i = 0; i < 4; i++) expect((await login(`10.9.${i}.1`)).statusCode).toBe(401);
      expect(await alerts(h, renter.mobile)).toEqual([]);
      expect((await login('10.9.9.1')).statusCode).toBe(429);
      expect((await login('10.9.9.2')).statusCode).toBe(429);
      const told = await alerts(h, renter.mobile);
      expect(told).toHaveLength(1);
      expect(told[0]!.body).toContain('Many wrong passwords were tried on your account');
      // A mobile with no account: nothing is sent, so no one learns whether it is registered.
      const before = await h.app.db
        .selectFrom('messages')
        .select('id')
        .where('event', '=', 'security_alert')
        .execute();
      for (let i = 0; i < 5; i++) {
        await h.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { mobile: '9000000999', password: 'not-the-password' },
          remoteAddress: `10.8.${i}.1`,
        });
      }
      const after = await h.app.db
        .selectFrom('messages')
        .select('id')
        .where('event', '=', 'security_alert')
        .execute();
      expect(after).toHaveLength(before.length);
    });

    describe('two-factor', () => {
      it('alerts the admin and the business once wrong codes pass the documented 10', async () => {
        time.advance(10 * 60_000);
        const token = await h.adminToken();
        const start = await h.inject({
          method: 'POST',
          url: '/api/admin/me/two-factor',
          headers: bearer(token),
          payload: { password: TEST_ADMIN.password },
        });
        expect(start.statusCode).toBe(200);
        const confirm = () =>
          h.inject({
            method: 'POST',
            url: '/api/admin/me/two-factor/confirm',
            headers: bearer(token),
            payload: { code: '000000' },
          });
        for (let i = 0; i < RATE_LIMITS.twoFactorPerAccount; i++) {
          expect((await confirm()).statusCode).toBe(400);
        }
        expect(await alerts(h, 'admin@example.com')).toEqual([]);
        expect((await confirm()).statusCode).toBe(429);
        expect((await confirm()).statusCode).toBe(429);
        const admin = await alerts(h, 'admin@example.com');
        expect(admin).toHaveLength(1);
        expect(admin[0]!.body).toContain('Many wrong two-factor codes');
        const owner = await alerts(h, 'owner@example.com');
        expect(owner).toHaveLength(1);
        expect(owner[0]!.body).toContain('the account admin@example.com');
      });
    });
  },
  {
    clock: time.clock,
    rateLimits: { signInPerAccount: 4, signInPerAccountAndIp: 10 },
  },
);

const day = testClock('2026-11-24T09:00:01.000Z');

describeEachDatabase(
  'a day’s ceiling of wrong two-factor codes per account',
  (h) => {
    it('refuses the 31st wrong code of a day, windows apart, and tells the holder', async () => {
      const token = await h.adminToken();
      const start = await h.inject({
        method: 'POST',
        url: '/api/admin/me/two-factor',
        headers: bearer(token),
        payload: { password: TEST_ADMIN.password },
      });
      expect(start.statusCode).toBe(200);
      const confirm = () =>
        h.inject({
          method: 'POST',
          url: '/api/admin/me/two-factor/confirm',
          headers: bearer(token),
          payload: { code: '000000' },
        });
      const perWindow = RATE_LIMITS.twoFactorPerAccount;
      const windows = RATE_LIMITS.twoFactorPerAccountPerDay / perWindow;
      expect(Number.isInteger(windows)).toBe(true);
      // Never more than the 10-minute budget at once, so only the day's ceiling can refuse.
      for (let w = 0; w < windows; w++) {
        for (let i = 0; i < perWindow; i++) expect((await confirm()).statusCode).toBe(400);
        day.advance(10 * 60_000);
      }
      expect(await alerts(h, TEST_ADMIN.email)).toEqual([]);
      const refused = await confirm();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('rate_limited');
      // Still refused in the next window: the ceiling lasts the day.
      day.advance(10 * 60_000);
      expect((await confirm()).statusCode).toBe(429);
      const told = await alerts(h, TEST_ADMIN.email);
      expect(told).toHaveLength(1);
      expect(told[0]!.body).toContain('Many wrong two-factor codes were tried on your account');
    });
  },
  { clock: day },
);

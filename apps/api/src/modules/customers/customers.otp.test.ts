import { expect, it, vi } from 'vitest';
import { OTP_DAILY_LIMIT, OTP_TEXTS_KEPT_FOR_KNOWN_DEVICE } from '@rental/shared/constants';
import { OTP_ELSEWHERE_LIMIT_MESSAGE } from '@rental/shared/messages';
import { createCustomer } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { until } from '../notifications/test-receivers';
import { ageOtp, newMobile, otpHarness, postUsers as post } from './otp.test-helpers';

// The OTP flows end to end through a local SMS webhook (docs/product.md#accounts); resetting a
// password is in customers.password-reset.test.ts, the wrong-guess lock in
// customers.otp-guesses.test.ts.

const { options, sms } = otpHarness();

describeEachDatabase(
  'customer OTP flows',
  (h) => {
    it('sends a 6-digit code by SMS webhook and stores only its hash', async () => {
      const mobile = newMobile();
      const res = await post(h, 'send-otp', { mobile: `+91 ${mobile}`, email: '' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'OTP sent successfully to your mobile!',
        retryAfterSeconds: 60,
      });
      const code = await sms().otpFor(mobile);
      const sent = sms().received.find((s) => s.to === mobile)!;
      expect(sent.message).toMatch(
        /^Your Hyderabad Self Drive OTP is \d{6}\. It expires in 10 minutes\.$/,
      );
      const row = await h.app.db
        .selectFrom('otps')
        .selectAll()
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow();
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.code_hash).not.toContain(code);
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(10 * 60_000);
    });

    it('refuses a new code within 60 seconds and allows one after', async () => {
      const mobile = newMobile();
      expect((await post(h, 'send-otp', { mobile })).statusCode).toBe(200);
      const again = await post(h, 'send-otp', { mobile });
      expect(again.statusCode).toBe(429);
      expect(again.json().code).toBe('otp_too_soon');
      expect(again.json().error).toMatch(/wait (60|59) seconds/);
      await ageOtp(h, mobile, 61_000);
      expect((await post(h, 'send-otp', { mobile })).statusCode).toBe(200);
    });

    it('answers a registered mobile as any other and texts its holder instead', async () => {
      const customer = await createCustomer(h, { mobile: newMobile() });
      const stranger = newMobile();
      const known = await post(h, 'send-otp', { mobile: customer.mobile });
      const unknown = await post(h, 'send-otp', { mobile: stranger });
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(known.json()).toEqual(unknown.json());
      // The same work: a stored placeholder keeps the resend clock and the day's count.
      const again = await post(h, 'send-otp', { mobile: customer.mobile });
      expect(again.statusCode).toBe(429);
      expect(again.json().code).toBe('otp_too_soon');
      await until(() => sms().received.some((s) => s.to === customer.mobile), 5_000, 'the notice');
      const notice = sms().received.find((s) => s.to === customer.mobile)!;
      expect(notice.message).toBe(
        'This mobile number is already registered with Hyderabad Self Drive. Please log in, ' +
          'or use "Forgot password" if you no longer know your password.',
      );
      // No code went out, so nothing typed registers the mobile again.
      const res = await post(h, 'verify-otp', {
        name: 'Someone Else',
        mobile: customer.mobile,
        otp: '123456',
        password: 'long-enough-1',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('otp_invalid');
    });

    it('registers with the right code, consuming it', async () => {
      const mobile = newMobile();
      await post(h, 'send-otp', { mobile, email: 'New.User@Example.com' });
      const body = {
        name: 'Asha Reddy',
        email: 'New.User@Example.com',
        mobile,
        otp: await sms().otpFor(mobile),
        password: 'long-enough-1',
      };
      const res = await post(h, 'verify-otp', body);
      expect(res.statusCode).toBe(201);
      const session = res.json();
      expect(session).toMatchObject({
        message: 'Registration successful! Please login.',
        user: { name: 'Asha Reddy', mobile, email: 'new.user@example.com' },
      });
      const me = await h.inject({
        method: 'GET',
        url: '/api/users/customerData',
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(me.json()._id).toBe(session.user._id);
      const row = await h.app.db
        .selectFrom('customers')
        .select('password_hash')
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      const reuse = await post(h, 'verify-otp', body);
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json().code).toBe('otp_expired');
      const login = await post(h, 'login', { mobile, password: 'long-enough-1' });
      expect(login.statusCode).toBe(200);
    });

    it('sends one mobile at most the day’s OTPs new places may ask for', async () => {
      // The rest of the day's texts are kept for the renter's signed-in device
      // (security-alerts.test.ts).
      const fromElsewhere = OTP_DAILY_LIMIT - OTP_TEXTS_KEPT_FOR_KNOWN_DEVICE;
      const mobile = newMobile();
      const answers: number[] = [];
      for (let i = 0; i < fromElsewhere + 1; i++) {
        if (i > 0) await ageOtp(h, mobile, 61_000);
        // From several addresses: one address may ask for only part of the day's texts.
        const address = `10.7.${Math.floor(i / 4)}.1`;
        answers.push(
          (await post(h, i % 2 ? 'forgot-password' : 'send-otp', { mobile }, address)).statusCode,
        );
      }
      expect(answers).toEqual([...Array<number>(fromElsewhere).fill(200), 429]);
      await ageOtp(h, mobile, 61_000);
      const refused = await post(h, 'send-otp', { mobile }, '10.7.9.1');
      expect(refused.json()).toEqual({
        error: OTP_ELSEWHERE_LIMIT_MESSAGE,
        code: 'otp_daily_limit',
      });
      // Registration codes went out; the unregistered mobile's reset asks sent nothing.
      await vi.waitFor(() =>
        expect(sms().received.filter((s) => s.to === mobile)).toHaveLength(
          Math.ceil(fromElsewhere / 2),
        ),
      );
      // Another mobile is not affected.
      expect((await post(h, 'send-otp', { mobile: newMobile() })).statusCode).toBe(200);
    });

    it('refuses an expired code', async () => {
      const mobile = newMobile();
      await post(h, 'send-otp', { mobile });
      await ageOtp(h, mobile, 10 * 60_000 + 1_000);
      const res = await post(h, 'verify-otp', {
        name: 'Ravi Kumar',
        mobile,
        otp: await sms().otpFor(mobile),
        password: 'long-enough-1',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'This OTP has expired. Please request a new OTP.',
        code: 'otp_expired',
      });
    });

    it('answers at once when the SMS provider fails, and the outbox sends the code later', async () => {
      const mobile = newMobile();
      const text = () =>
        h.app.db
          .selectFrom('messages')
          .selectAll()
          .where('recipient', '=', mobile)
          .executeTakeFirstOrThrow();
      sms().failWith = 500;
      try {
        const res = await post(h, 'send-otp', { mobile });
        expect(res.statusCode).toBe(200);
        await vi.waitFor(async () =>
          expect(await text()).toMatchObject({
            state: 'pending',
            attempts: 1,
            last_error: 'SMS webhook answered 500',
          }),
        );
      } finally {
        sms().failWith = null;
      }
      // As if the minute before the next try had passed.
      await h.app.db
        .updateTable('messages')
        .set({ due_at: h.app.clock().toISOString() })
        .where('recipient', '=', mobile)
        .execute();
      h.app.outbox.wake();
      const otp = await sms().otpFor(mobile);
      const res = await post(h, 'verify-otp', {
        name: 'Ravi Kumar',
        mobile,
        otp,
        password: 'long-enough-1',
      });
      expect(res.statusCode).toBe(201);
    });

    it('validates the OTP and password of a registration', async () => {
      const mobile = newMobile();
      const res = await post(h, 'verify-otp', {
        name: 'A',
        mobile: '12345',
        email: 'not-an-email',
        otp: '12a45',
        password: 'short',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        fields: {
          name: 'Enter your full name.',
          mobile: 'Enter a valid 10-digit mobile number.',
          email: 'Enter a valid e-mail address.',
          otp: 'Enter the 6-digit OTP.',
          password: 'Password must be at least 8 characters.',
        },
      });
      const missing = await post(h, 'send-otp', { mobile: '' });
      expect(missing.json().fields.mobile).toBe('Mobile number is required.');
      const sevenDigits = await post(h, 'verify-otp', {
        name: 'Ravi',
        mobile,
        otp: '1234567',
        password: 'long-enough-1',
      });
      expect(sevenDigits.json().fields).toEqual({ otp: 'Enter the 6-digit OTP.' });
    });
  },
  options,
);

import { expect, it } from 'vitest';
import { createCustomer } from '../../test/factories';
import { bearer, describeEachDatabase } from '../../test/harness';
import { newMobile, otpHarness, postUsers as post } from './otp.test-helpers';

// Resetting a password with a code sent by SMS (docs/product.md#accounts).

const { options, sms } = otpHarness();

describeEachDatabase(
  'customer password reset',
  (h) => {
    it('resets a password with the reset code', async () => {
      const customer = await createCustomer(h, { mobile: newMobile() });
      const before = sms().received.length;
      const res = await post(h, 'forgot-password', {
        mobile: customer.mobile,
        email: customer.email,
      });
      expect(res.statusCode).toBe(200);
      const code = await sms().otpFor(customer.mobile);
      expect(
        sms()
          .received.slice(before)
          .find((s) => s.to === customer.mobile)!.message,
      ).toMatch(/password reset OTP is \d{6}/);
      const wrong = await post(h, 'reset-password', {
        mobile: customer.mobile,
        otp: code === '000000' ? '111111' : '000000',
        password: 'brand-new-pass',
      });
      expect(wrong.json().code).toBe('otp_invalid');
      const ok = await post(h, 'reset-password', {
        mobile: customer.mobile,
        otp: code,
        password: 'brand-new-pass',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: 'Password reset successfully! You can now login.' });
      const oldLogin = await post(h, 'login', {
        mobile: customer.mobile,
        password: customer.password,
      });
      expect(oldLogin.statusCode).toBe(401);
      const newLogin = await post(h, 'login', {
        mobile: customer.mobile,
        password: 'brand-new-pass',
      });
      expect(newLogin.statusCode).toBe(200);
      // Sessions signed before the reset end with it; the new one works.
      const customerData = (token: string) =>
        h.inject({ method: 'GET', url: '/api/users/customerData', headers: bearer(token) });
      expect((await customerData(customer.token)).statusCode).toBe(401);
      expect((await customerData(newLogin.json().token)).statusCode).toBe(200);
    });

    it('answers forgot-password identically for unknown mobiles, and sends nothing', async () => {
      const known = await createCustomer(h, { mobile: newMobile() });
      const unknown = newMobile();
      const before = sms().received.length;
      const a = await post(h, 'forgot-password', { mobile: known.mobile });
      const b = await post(h, 'forgot-password', { mobile: unknown });
      expect(b.statusCode).toBe(a.statusCode);
      expect(b.body).toBe(a.body);
      // The resend rule applies the same way to both.
      const a2 = await post(h, 'forgot-password', { mobile: known.mobile });
      const b2 = await post(h, 'forgot-password', { mobile: unknown });
      expect([a2.statusCode, b2.statusCode]).toEqual([429, 429]);
      expect(b2.json().code).toBe(a2.json().code);
      // A reset attempt fails the same way too.
      const ra = await post(h, 'reset-password', {
        mobile: known.mobile,
        otp: '000000',
        password: 'brand-new-pass',
      });
      const rb = await post(h, 'reset-password', {
        mobile: unknown,
        otp: '000000',
        password: 'brand-new-pass',
      });
      await sms().waitFor(before + 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(sms().received.some((s) => s.to === unknown)).toBe(false);
      if (ra.json().code === 'otp_invalid') expect(rb.body).toBe(ra.body);
    });

    it('sends no reset code when the given e-mail is not the account’s', async () => {
      const customer = await createCustomer(h, { mobile: newMobile() });
      const res = await post(h, 'forgot-password', {
        mobile: customer.mobile,
        email: 'someone.else@example.com',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('OTP sent successfully to your mobile!');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sms().received.some((s) => s.to === customer.mobile)).toBe(false);
    });
  },
  options,
);

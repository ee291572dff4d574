import { expect, it } from 'vitest';
import { describeEachDatabase, type Harness } from '../../test/harness';
import { ageOtp, newMobile, otpHarness, postUsers as post } from './otp.test-helpers';

// docs/product.md#accounts: five wrong codes lock a mobile for the rest of its 10-minute window,
// however many codes were sent and however many guesses arrive at once. The other OTP flows are
// in customers.otp.test.ts.

const { options, sms } = otpHarness();

/** Ends the mobile's 10-minute window of wrong guesses, as if it had passed. */
async function endGuessWindow(h: Harness, mobile: string) {
  await h.app.db
    .deleteFrom('rate_limit_counters')
    .where('bucket', 'like', 'otp:guesses:%')
    .where('key', '=', mobile)
    .execute();
}

describeEachDatabase(
  'customer OTP wrong guesses',
  (h) => {
    it('counts wrong codes and locks after five', async () => {
      const mobile = newMobile();
      await post(h, 'send-otp', { mobile });
      const right = await sms().otpFor(mobile);
      const wrong = right === '000000' ? '111111' : '000000';
      const body = { name: 'Ravi Kumar', mobile, password: 'long-enough-1' };
      for (let i = 1; i <= 4; i++) {
        const res = await post(h, 'verify-otp', { ...body, otp: wrong });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: 'The OTP is incorrect.', code: 'otp_invalid' });
      }
      const fifth = await post(h, 'verify-otp', { ...body, otp: wrong });
      expect(fifth.json()).toEqual({
        error: expect.stringMatching(/^Too many wrong attempts\. Please try again in \d+ minute/),
        code: 'otp_locked',
      });
      const rightButLocked = await post(h, 'verify-otp', { ...body, otp: right });
      expect(rightButLocked.json().code).toBe('otp_locked');
      // A new code does not reset the count: the mobile stays locked until the 10 minutes end.
      await ageOtp(h, mobile, 61_000);
      expect((await post(h, 'send-otp', { mobile })).statusCode).toBe(200);
      const stillLocked = await post(h, 'verify-otp', {
        ...body,
        otp: await sms().otpFor(mobile, 2),
      });
      expect(stillLocked.json().code).toBe('otp_locked');
      await endGuessWindow(h, mobile);
      const ok = await post(h, 'verify-otp', { ...body, otp: await sms().otpFor(mobile, 2) });
      expect(ok.statusCode).toBe(201);
    });

    it('counts wrong guesses per mobile across resends', async () => {
      const mobile = newMobile();
      const body = { name: 'Ravi Kumar', mobile, password: 'long-enough-1' };
      const codes: string[] = [];
      for (let round = 0; round < 3; round++) {
        if (round > 0) await ageOtp(h, mobile, 61_000);
        expect((await post(h, 'send-otp', { mobile })).statusCode).toBe(200);
        const wrong = (await sms().otpFor(mobile, round + 1)) === '000000' ? '111111' : '000000';
        for (let i = 0; i < 2; i++) {
          codes.push((await post(h, 'verify-otp', { ...body, otp: wrong })).json().code);
        }
      }
      // Five wrong tries in all, however many codes were sent; the sixth is refused.
      expect(codes).toEqual([...Array<string>(5).fill('otp_invalid'), 'otp_locked']);
    });

    it('lets parallel guesses use at most five tries', async () => {
      const mobile = newMobile();
      await post(h, 'send-otp', { mobile });
      const wrong = (await sms().otpFor(mobile)) === '000000' ? '111111' : '000000';
      const results = await Promise.all(
        Array.from({ length: 12 }, () =>
          post(h, 'verify-otp', { name: 'Ravi Kumar', mobile, otp: wrong, password: 'abcdefgh1' }),
        ),
      );
      const codes = results.map((r) => r.json().code);
      expect(codes.filter((c) => c === 'otp_invalid')).toHaveLength(4);
      expect(codes.filter((c) => c === 'otp_locked')).toHaveLength(8);
    });
  },
  options,
);

import { expect, it } from 'vitest';
import { testClock } from '../../test/clock';
import { describeEachDatabase } from '../../test/harness';
import { challengeAtWindowStart, post } from './two-factor.test-helpers';

// docs/product.md#back-office: wrong two-factor codes are limited per account, whatever the
// addresses they come from.

const clock = testClock('2026-12-03T04:30:00Z');

describeEachDatabase(
  'two-factor code attempts',
  (h) => {
    it('slows down repeated wrong codes for one account (429)', async () => {
      const challenge = await challengeAtWindowStart(h, clock);
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (await post(h, '/api/auth/login/two-factor', { challenge, code: `00000${i}` }))
            .statusCode,
        );
      }
      // The wrong code at set-up counted too.
      expect(codes).toEqual([401, 401, 429, 429]);
    });
  },
  { clock, rateLimits: { otpPerAccountAndIp: 3, twoFactorPerAccount: 3 } },
);

describeEachDatabase(
  'two-factor budget as documented',
  (h) => {
    it('allows 10 wrong codes per account in 10 minutes, whatever the addresses', async () => {
      const challenge = await challengeAtWindowStart(h, clock);
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await h.inject({
          method: 'POST',
          url: '/api/auth/login/two-factor',
          payload: { challenge, code: String(100_000 + i) },
          remoteAddress: `10.9.${i}.1`,
        });
        codes.push(res.statusCode);
      }
      // The wrong code at set-up counted too: nine more, then 429 from a fresh address.
      expect(codes.filter((c) => c === 401)).toHaveLength(9);
      expect(codes.slice(9)).toEqual([429, 429]);
    });
  },
  { clock },
);

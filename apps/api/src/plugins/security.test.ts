import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';

const login = (
  h: Parameters<Parameters<typeof describeEachDatabase>[1]>[0],
  mobile: string,
  ip: string,
) =>
  h.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress: ip,
    payload: { mobile, password: 'wrong-password' },
  });

describeEachDatabase(
  'rate limits keyed on the account first',
  (h) => {
    it('stops one account after its limit while others on the same address go on', async () => {
      for (let i = 0; i < 3; i++)
        expect((await login(h, '9800000001', '10.0.0.1')).statusCode).toBe(401);
      const blocked = await login(h, '9800000001', '10.0.0.2');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Same address, another renter: not blocked by the first one's attempts.
      expect((await login(h, '9800000002', '10.0.0.1')).statusCode).toBe(401);
    });

    it('limits an address loosely across many accounts', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push((await login(h, `97000000${10 + i}`, '10.0.0.9')).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    });
  },
  { rateLimits: { signInPerAccount: 3, signInPerIp: 5 } },
);

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

describeEachDatabase('security headers on every answer', (h) => {
  const expected = {
    'content-security-policy': expect.stringContaining("default-src 'self';"),
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  };

  it('sends the same headers on a success, an error and a refusal', async () => {
    const answers = [
      await h.inject({ method: 'GET', url: '/api/cars' }),
      await h.inject({ method: 'GET', url: '/api/nope' }),
      await h.inject({ method: 'GET', url: '/api/bookings' }),
      await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: '{bad json',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 401, 400]);
    for (const answer of answers) expect(answer.headers).toMatchObject(expected);
  });

  it('keeps the policy strict: scripts and styles from this site only, no framing', async () => {
    const csp = String(
      (await h.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp.split(';')).toEqual(
      expect.arrayContaining([
        "script-src 'self'",
        "style-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "img-src 'self' data: blob: https:",
      ]),
    );
    expect(csp).not.toContain('unsafe');
  });
});

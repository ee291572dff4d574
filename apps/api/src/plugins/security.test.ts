import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';

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

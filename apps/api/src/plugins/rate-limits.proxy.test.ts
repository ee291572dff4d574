import { expect, it } from 'vitest';
import { clockAtWindowStart, describeEachDatabase } from '../test/harness';

// docs/decisions/010-rate-limits-in-the-database.md: the address a limit counts is the renter's
// own, as forwarded by a trusted proxy (TRUST_PROXY), never one a client makes up. The counters
// themselves are tested in rate-limits.test.ts.

describeEachDatabase(
  'behind a proxy',
  (h) => {
    const fromProxy = (ip: string, forwardedFor: string, mobile: string) =>
      h.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { mobile, otp: '000000', password: 'a-new-password-1' },
      });

    it('ignores X-Forwarded-For from an address that is not the proxy', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push((await fromProxy('10.6.0.1', `203.0.113.${i}`, `98111003${10 + i}`)).statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 429]);
    });

    it("counts each renter's own address when the proxy forwards it", async () => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (await fromProxy('127.0.0.1', `198.51.100.${i}`, `98111004${10 + i}`)).statusCode,
        );
      }
      expect(codes).toEqual([400, 400, 400, 400]);
      // A client cannot slip a made-up address in front of the one the proxy saw.
      for (let i = 0; i < 3; i++) {
        const res = await fromProxy(
          '127.0.0.1',
          `192.0.2.${i}, 198.51.100.200`,
          `98111005${10 + i}`,
        );
        expect(res.statusCode).toBe(400);
      }
      expect(
        (await fromProxy('127.0.0.1', '192.0.2.9, 198.51.100.200', '9811100599')).statusCode,
      ).toBe(429);
    });
  },
  {
    config: { trustProxy: ['loopback'] },
    rateLimits: { otpPerIp: 3 },
    clock: clockAtWindowStart(),
  },
);

describeEachDatabase(
  'behind one proxy given as a hop count',
  (h) => {
    it('counts the address the proxy saw: the last one it forwarded', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await h.inject({
          method: 'POST',
          url: '/api/users/reset-password',
          remoteAddress: '10.7.0.1',
          headers: { 'x-forwarded-for': `192.0.2.${i}, 198.51.100.7` },
          payload: { mobile: `98111006${10 + i}`, otp: '000000', password: 'a-new-password-1' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 429]);
      const other = await h.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        remoteAddress: '10.7.0.1',
        headers: { 'x-forwarded-for': '198.51.100.8' },
        payload: { mobile: '9811100699', otp: '000000', password: 'a-new-password-1' },
      });
      expect(other.statusCode).toBe(400);
    });
  },
  { config: { trustProxy: 1 }, rateLimits: { otpPerIp: 3 }, clock: clockAtWindowStart() },
);

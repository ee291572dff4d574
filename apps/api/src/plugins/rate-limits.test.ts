import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_WINDOW_MS, RATE_LIMITS } from '@rental/shared/constants';
import { buildApp } from '../app';
import { sweepExpiredCounters, takeAttempt } from '../modules/rate-limits/rate-limits.service';
import { bookingPayload, createCar, createCustomer, type TestCustomer } from '../test/factories';
import {
  bearer,
  clockAtWindowStart,
  DATABASES,
  describeEachDatabase,
  Harness,
} from '../test/harness';

// docs/decisions/010-rate-limits-in-the-database.md: the counters are rows of the shared
// database, so no flood of other keys evicts one, a restart keeps them and two processes count
// together; failures count per account and address, with a ceiling per account (which a known
// device is spared: known-devices.test.ts).

type Injector = Pick<Harness, 'inject'>;

const signIn = (h: Injector, mobile: string, password: string, ip: string) =>
  h.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress: ip,
    payload: { mobile, password },
  });

/** A wrong code for a mobile with no OTP: a cheap failure of the OTP limiter. */
const wrongOtp = (h: Injector, mobile: string, ip: string) =>
  h.inject({
    method: 'POST',
    url: '/api/users/reset-password',
    remoteAddress: ip,
    payload: { mobile, otp: '000000', password: 'a-new-password-1' },
  });

describeEachDatabase(
  'sign-in limits: failures per account and address, a ceiling per account',
  (h) => {
    let renter: TestCustomer;
    beforeAll(async () => {
      renter = await createCustomer(h);
    });

    it("a stranger's wrong passwords lock out only the stranger; the account ceiling holds", async () => {
      const stranger = await Promise.all(
        [1, 2, 3, 4].map(() => signIn(h, renter.mobile, 'guessing-1', '10.0.0.66')),
      );
      expect(stranger.map((r) => r.statusCode).sort()).toEqual([401, 401, 401, 429]);
      const locked = stranger.find((r) => r.statusCode === 429)!;
      expect(locked.json()).toMatchObject({ code: 'rate_limited' });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

      // The renter, from their own address, signs in as often as they like: successes are not
      // failures.
      for (let i = 0; i < 4; i++) {
        expect((await signIn(h, renter.mobile, renter.password, '10.0.0.1')).statusCode).toBe(200);
      }

      // Strangers at more addresses reach the account's ceiling of 6 failures: then only a
      // device the renter signed in on gets in (known-devices.test.ts); a request without its
      // cookie is refused, the right password included.
      for (let i = 0; i < 3; i++) {
        expect((await signIn(h, renter.mobile, `guess-${i}`, '10.0.0.67')).statusCode).toBe(401);
      }
      expect((await signIn(h, renter.mobile, 'guess-x', '10.0.0.68')).statusCode).toBe(429);
      expect((await signIn(h, renter.mobile, renter.password, '10.0.0.1')).statusCode).toBe(429);
    });

    it('limits an address loosely across many accounts, successes included', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 9; i++) {
        codes.push((await signIn(h, `97000000${10 + i}`, 'wrong-password', '10.0.0.9')).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    });
  },
  {
    rateLimits: { signInPerAccountAndIp: 3, signInPerAccount: 6, signInPerIp: 8 },
    clock: clockAtWindowStart(),
  },
);

describeEachDatabase(
  'limits that hold',
  (h) => {
    const lock = async (mobile: string, ip: string) => {
      expect((await wrongOtp(h, mobile, ip)).statusCode).toBe(400);
      expect((await wrongOtp(h, mobile, ip)).statusCode).toBe(400);
      expect((await wrongOtp(h, mobile, ip)).statusCode).toBe(429);
    };

    it('keeps a locked account locked through a flood of requests for other accounts', async () => {
      await lock('9811100001', '10.3.0.1');
      // The old in-memory store kept 5,000 keys per limit: 5,100 others pushed the locked one out.
      // A hundred go through HTTP from as many addresses; the rest are counted the same way
      // straight into the store, which is what those requests do (and quicker to run).
      const others = Array.from({ length: 5_100 }, (_, i) => ({
        mobile: `8${String(i).padStart(9, '0')}`,
        ip: `10.4.${i >> 8}.${i & 255}`,
      }));
      const viaHttp = others.slice(0, 100);
      for (let start = 0; start < viaHttp.length; start += 50) {
        await Promise.all(viaHttp.slice(start, start + 50).map((o) => wrongOtp(h, o.mobile, o.ip)));
      }
      const rule = { bucket: 'otp:account-ip', max: 2, windowMs: RATE_LIMIT_WINDOW_MS };
      const deps = { db: h.app.db, clock: h.app.clock };
      const rest = others.slice(viaHttp.length);
      for (let start = 0; start < rest.length; start += 200) {
        await Promise.all(
          rest.slice(start, start + 200).map((o) => takeAttempt(deps, rule, `${o.mobile}|${o.ip}`)),
        );
      }
      const counted = await h.app.db
        .selectFrom('rate_limit_counters')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('bucket', '=', 'otp:account-ip')
        .executeTakeFirstOrThrow();
      expect(Number(counted.n)).toBe(5_101);
      expect((await wrongOtp(h, '9811100001', '10.3.0.1')).statusCode).toBe(429);
    });

    it('keeps the counters through a restart', async () => {
      await lock('9811100002', '10.3.0.2');
      await h.restart();
      expect((await wrongOtp(h, '9811100002', '10.3.0.2')).statusCode).toBe(429);
      // Another address is still welcome for that mobile.
      expect((await wrongOtp(h, '9811100002', '10.3.0.3')).statusCode).toBe(400);
    });
  },
  {
    rateLimits: { otpPerAccountAndIp: 2, otpPerAccount: 1_000, otpPerIp: 1_000 },
    clock: clockAtWindowStart(),
  },
);

for (const kind of DATABASES.filter((k) => k === 'postgres')) {
  describe(`two processes on one database share a limit [${kind}]`, () => {
    const clock = clockAtWindowStart();
    const h = new Harness(kind, { rateLimits: { otpPerIp: 6 }, clock });
    let second: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      await h.start();
      second = await buildApp({
        config: h.config,
        rateLimits: { ...RATE_LIMITS, otpPerIp: 6 },
        logger: false,
        clock,
      });
    });
    afterAll(async () => {
      await second.close();
      await h.stop();
    });

    it('counts the requests of both toward one limit', async () => {
      const apps = [h.app, second];
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) {
        codes.push((await wrongOtp(apps[i % 2]!, `98111002${10 + i}`, '10.5.0.1')).statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 400, 400, 400, 429, 429]);
    });
  });
}

describeEachDatabase(
  'booking limits, counted in the booking’s own transaction',
  (h) => {
    it('counts every attempt, a refused one too, and books nothing past the limit', async () => {
      const renter = await createCustomer(h);
      const [first, second] = [await createCar(h), await createCar(h)];
      const book = (carId: string) =>
        h.inject({
          method: 'POST',
          url: '/api/bookings/book',
          remoteAddress: '10.9.0.1',
          payload: bookingPayload(carId, {}, 20),
          headers: bearer(renter.token),
        });
      const codes = [];
      for (const car of [first, first, second, second]) codes.push((await book(car.id)).statusCode);
      // The second attempt clashes with the first booking and is refused, yet counts.
      expect(codes).toEqual([201, 409, 201, 429]);
      const over = await book(second.id);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      const made = await h.app.db
        .selectFrom('bookings')
        .select('car_id')
        .where('customer_id', '=', renter.id)
        .execute();
      expect(made.map((b) => b.car_id).sort()).toEqual([first.id, second.id].sort());
      const counters = await h.app.db
        .selectFrom('rate_limit_counters')
        .select(['bucket', 'count'])
        .where('bucket', 'in', ['booking:ip', 'booking:account'])
        .orderBy('bucket')
        .execute();
      // Each of the five attempts counted once, whether it booked, clashed or was refused.
      expect(counters).toEqual([
        { bucket: 'booking:account', count: 5 },
        { bucket: 'booking:ip', count: 5 },
      ]);
    });
  },
  { rateLimits: { bookingPerAccount: 3, bookingPerIp: 100 }, clock: clockAtWindowStart() },
);

describeEachDatabase('the counter store', (h) => {
  const rule = { bucket: 'test', max: 5, windowMs: RATE_LIMIT_WINDOW_MS };
  const at = (iso: string) => ({ db: h.app.db, clock: () => new Date(iso) });

  it('counts parallel attempts exactly: only max of them are allowed', async () => {
    const deps = at('2026-11-24T10:01:00.000Z');
    const attempts = await Promise.all(
      Array.from({ length: 40 }, () => takeAttempt(deps, rule, 'parallel')),
    );
    expect(attempts.filter((a) => a.allowed)).toHaveLength(5);
    expect(attempts[0]!.window).toMatchObject({
      windowStart: '2026-11-24T10:00:00.000Z',
      expiresAt: '2026-11-24T10:10:00.000Z',
    });
    expect(attempts[0]!.retryAfterSeconds).toBe(540);
  });

  it('starts a new count when the window ends, and deletes ended windows', async () => {
    for (let i = 0; i < 6; i++) await takeAttempt(at('2026-11-24T11:05:00.000Z'), rule, 'late');
    expect((await takeAttempt(at('2026-11-24T11:09:59.000Z'), rule, 'late')).allowed).toBe(false);
    expect((await takeAttempt(at('2026-11-24T11:10:00.000Z'), rule, 'late')).allowed).toBe(true);

    expect(await sweepExpiredCounters(at('2026-11-24T11:10:00.000Z'))).toBeGreaterThanOrEqual(1);
    const left = await h.app.db
      .selectFrom('rate_limit_counters')
      .select(['key', 'window_start'])
      .where('bucket', '=', 'test')
      .execute();
    expect(left).toEqual([{ key: 'late', window_start: '2026-11-24T11:10:00.000Z' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { bookingPayload, createCar, createCustomer } from './test/factories';
import { bearer, DATABASES, type Harness, twoProcesses } from './test/harness';
import { purgeOldIdempotencyKeys } from './modules/bookings/idempotency-keys.service';
import { purgeExpiredOtps } from './modules/customers/otp.service';
import { testClock } from './test/clock';

// docs/product.md#security: Idempotency-Keys are kept a day and OTP rows until they expire, then
// deleted by a job every process runs (docs/product.md#security: before, they were never deleted). On PostgreSQL the
// job runs in two server processes on one database at once; SQLite serves one process.

const HOUR = 60 * 60 * 1000;

async function bookWithKey(h: Harness, token: string, carId: string, key: string) {
  const res = await h.inject({
    method: 'POST',
    url: '/api/bookings/book',
    payload: bookingPayload(carId, {}, 20),
    headers: { ...bearer(token), 'idempotency-key': key },
  });
  expect(res.statusCode).toBe(201);
}

async function sendOtp(h: Harness, mobile: string) {
  const res = await h.inject({
    method: 'POST',
    url: '/api/users/send-otp',
    payload: { mobile },
  });
  expect(res.statusCode).toBe(200);
}

const keysLeft = async (h: Harness) =>
  (await h.app.db.selectFrom('idempotency_keys').select('key').execute()).map((r) => r.key).sort();
const otpsLeft = async (h: Harness) =>
  (await h.app.db.selectFrom('otps').select('mobile').execute()).map((r) => r.mobile).sort();

for (const kind of DATABASES) {
  describe(`the clean-up of old keys and codes [${kind}]`, () => {
    const clock = testClock(new Date());
    const apps = twoProcesses(kind, { clock });

    it('deletes day-old keys and expired codes once, whichever process runs it', async () => {
      const { first, second } = apps;
      const renter = await createCustomer(first);
      await bookWithKey(first, renter.token, (await createCar(first)).id, 'old-key');
      await sendOtp(first, '8111100001');
      clock.advance(25 * HOUR);
      await bookWithKey(second, renter.token, (await createCar(first)).id, 'new-key');
      await sendOtp(second, '8111100002');

      const keys = await Promise.all([
        purgeOldIdempotencyKeys(first.app),
        purgeOldIdempotencyKeys(second.app),
      ]);
      const otps = await Promise.all([purgeExpiredOtps(first.app), purgeExpiredOtps(second.app)]);
      expect(keys[0] + keys[1]).toBe(1);
      expect(otps[0] + otps[1]).toBe(1);
      expect(await keysLeft(first)).toEqual(['new-key']);
      expect(await otpsLeft(first)).toEqual(['8111100002']);
      // A live code still works after the clean-up: the row of a code not yet expired stays.
      clock.advance(9 * 60 * 1000);
      expect(await purgeExpiredOtps(first.app)).toBe(0);
    });

    it('runs the clean-up when a process starts', async () => {
      const { first } = apps;
      await sendOtp(first, '8111100003');
      clock.advance(2 * 24 * HOUR);
      await first.restart();
      expect(await keysLeft(first)).toEqual([]);
      expect(await otpsLeft(first)).toEqual([]);
    });
  });
}

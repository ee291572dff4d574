import type { SmsReceiver } from '../notifications/test-receivers';
import {
  clockAtWindowStart,
  type Harness,
  type HarnessOptions,
  smsReceiverFor,
} from '../../test/harness';

// What the tests of the OTP flows share (docs/product.md#accounts): codes go to a local SMS
// webhook, and the limits are lifted but the guess count, which customers.routes.test.ts and
// these tests check on their own.

/** The harness options and the SMS receiver of one test file; call once, at its top. */
export function otpHarness(): { options: HarnessOptions; sms: () => SmsReceiver } {
  const options: HarnessOptions = {
    // The wrong-guess count per mobile runs in 10-minute windows: start the suite at one's start.
    clock: clockAtWindowStart(),
    // Many OTP calls per mobile here; the limiter itself is tested in customers.routes.test.ts.
    rateLimits: {
      otpPerAccount: 1000,
      otpPerAccountAndIp: 1000,
      otpPerIp: 1000,
      signInPerAccount: 1000,
      signInPerAccountAndIp: 1000,
      signInPerIp: 1000,
    },
  };
  return { options, sms: smsReceiverFor(options) };
}

let counter = 0;
export const newMobile = () =>
  `8${String(Date.now() % 1e5).padStart(5, '0')}${String(++counter).padStart(4, '0')}`;

export const postUsers = (h: Harness, url: string, payload: object, remoteAddress?: string) =>
  h.inject({ method: 'POST', url: `/api/users/${url}`, payload, remoteAddress });

/** Moves the stored code's clock back, as if `ms` had passed. */
export async function ageOtp(h: Harness, mobile: string, ms: number) {
  const row = await h.app.db
    .selectFrom('otps')
    .selectAll()
    .where('mobile', '=', mobile)
    .executeTakeFirstOrThrow();
  await h.app.db
    .updateTable('otps')
    .set({
      created_at: new Date(Date.parse(row.created_at) - ms).toISOString(),
      expires_at: new Date(Date.parse(row.expires_at) - ms).toISOString(),
    })
    .where('mobile', '=', mobile)
    .execute();
}

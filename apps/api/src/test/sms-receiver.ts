import { afterAll, beforeAll } from 'vitest';
import { startSmsReceiver, type SmsReceiver } from '../modules/notifications/test-receivers';
import type { HarnessOptions } from './harness';

/**
 * The SMS provider of one test file: listening before its tests and closed after them, with
 * `options.config` pointing the app's texts at it. Read it inside a test: `sms().received`.
 */
export function smsReceiverFor(options: HarnessOptions): () => SmsReceiver {
  let receiver: SmsReceiver | undefined;
  beforeAll(async () => {
    receiver = await startSmsReceiver();
    options.config = { ...options.config, sms: { transport: 'webhook', url: receiver.url } };
  });
  afterAll(() => receiver?.close());
  return () => {
    if (!receiver) throw new Error("The SMS receiver is read before its file's tests start.");
    return receiver;
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';

// docs/product.md#messages: SMS_TRANSPORT 'log' writes the text to the server log; 'webhook' POSTs
// {"to","message"} as JSON to the configured URL. A text may carry an OTP code, so the log
// transport writes it at debug level only, and in production never (docs/product.md#security).

const WEBHOOK_TIMEOUT_MS = 5_000;

export type SmsSender = (to: string, message: string) => Promise<void>;

export class SmsError extends Error {}

export function createSmsSender(
  sms: Config['sms'],
  log: FastifyBaseLogger,
  production = false,
): SmsSender {
  if (sms.transport === 'log') {
    if (production) {
      log.warn(
        'SMS_TRANSPORT is log in production: texts are not sent, and their words not logged',
      );
      return async (to) => {
        log.info({ to }, 'sms not sent (log transport)');
      };
    }
    return async (to, message) => {
      log.debug({ to, message }, 'sms (log transport)');
    };
  }
  const url = sms.url;
  return async (to, message) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, message }),
        // A hanging provider must not hold the customer's request for long.
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsError('SMS webhook unreachable', { cause: error });
    }
    // Drain the body so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new SmsError(`SMS webhook answered ${response.status}`);
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { DATABASES, Harness } from '../../test/harness';
import { drain } from '../../test/outbox';

// docs/product.md#security: with SMS_TRANSPORT=log an OTP code is written at debug level only,
// and never in production (docs/product.md#security: codes once went to the info log in production).

async function logsOfOneOtp(h: Harness, level: string, production: boolean): Promise<string> {
  const lines: string[] = [];
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      config: { ...h.config, production },
      logger: { level, stream: { write: (line: string) => lines.push(line) } },
      outbox: { autoStart: false },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/send-otp',
      payload: { mobile: `81${String(Date.now()).slice(-8)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(await drain(app)).toBeGreaterThan(0);
  } finally {
    await app?.close();
  }
  return lines.join('\n');
}

const CODE = /OTP is \d{6}/;

for (const kind of DATABASES) {
  describe(`OTP codes in the log [${kind}]`, () => {
    // The harness makes the database; each test then builds its own app on it with its logger.
    const h = new Harness(kind);
    beforeAll(async () => {
      await h.start();
      await h.app.close();
    });
    afterAll(() => h.stop());

    it('keeps the code out of the info log, and writes it at debug level', async () => {
      const info = await logsOfOneOtp(h, 'info', false);
      expect(info).not.toMatch(CODE);
      expect(await logsOfOneOtp(h, 'debug', false)).toMatch(CODE);
    });

    it('never writes a text in production, even at debug level, and warns at start', async () => {
      const debug = await logsOfOneOtp(h, 'debug', true);
      expect(debug).not.toMatch(CODE);
      expect(debug).toContain('sms not sent (log transport)');
      expect(debug).toContain('SMS_TRANSPORT is log in production');
    });
  });
}

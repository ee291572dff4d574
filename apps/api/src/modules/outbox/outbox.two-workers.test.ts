import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, Harness } from '../../test/harness';
import { startSmsReceiver, type SmsReceiver } from '../notifications/test-receivers';
import { enqueueMessages } from './outbox.service';
import { drain, messageRows, smsEntry } from '../../test/outbox';
import { testClock } from '../../test/clock';

// Two server processes on one database: each message is claimed, and sent, by exactly one.
// SQLite serves one process (a second is refused at start), so there the two workers share one app.

const MESSAGES = 60;

for (const kind of DATABASES) {
  describe(`two workers on one database [${kind}]`, () => {
    let sms: SmsReceiver;
    let first: Harness;
    let second: Harness;
    const clock = testClock('2026-11-20T04:30:00.000Z');
    beforeAll(async () => {
      sms = await startSmsReceiver();
      const config = { sms: { transport: 'webhook' as const, url: sms.url } };
      first = new Harness(kind, { config, clock, outbox: { autoStart: false } });
      await first.start();
      if (kind === 'sqlite') {
        second = first;
        return;
      }
      second = new Harness(kind, {
        config,
        clock,
        outbox: { autoStart: false },
        sameDatabaseAs: first,
      });
      await second.start();
    });
    afterAll(async () => {
      if (second !== first) await second.stop();
      await first.stop();
      await sms.close();
    });

    it('sends each message exactly once when both drain the queue at the same time', async () => {
      const entries = Array.from({ length: MESSAGES }, (_, i) => smsEntry(`message ${i}`));
      await enqueueMessages(first.app.db, entries, clock());
      const [byFirst, bySecond] = await Promise.all([
        drain(first.app, 'worker-1'),
        drain(second.app, 'worker-2'),
      ]);
      const bodies = sms.received.map((s) => s.message);
      console.info(
        `[${kind}] webhook receipts: ${bodies.length}, distinct: ${new Set(bodies).size}; ` +
          `worker-1 sent ${byFirst}, worker-2 sent ${bySecond}`,
      );
      expect(bodies).toHaveLength(MESSAGES);
      expect(new Set(bodies).size).toBe(MESSAGES);
      expect(byFirst + bySecond).toBe(MESSAGES);
      const rows = await messageRows(first.app);
      expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
    });
  });
}

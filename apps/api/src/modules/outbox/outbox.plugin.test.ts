import { expect, it } from 'vitest';
import { describeEachDatabase, type HarnessOptions, smsReceiverFor } from '../../test/harness';
import { enqueueMessages } from './outbox.service';
import { messageRows, smsEntry } from '../../test/outbox';

// The worker each server process runs: woken by a commit, polling, and finishing its message
// before the app closes.

// A long poll: only wake() can explain a prompt send.
const options: HarnessOptions = { outbox: { pollMs: 60_000 } };
const sms = smsReceiverFor(options);

describeEachDatabase(
  'outbox worker in the server',
  (h) => {
    it('sends at once when woken after the commit that queued the message', async () => {
      const entry = smsEntry('woken');
      await h.app.db.transaction().execute((trx) => enqueueMessages(trx, [entry], new Date()));
      h.app.outbox.wake();
      await sms().waitFor(sms().received.length + 1);
      expect(sms().received.filter((s) => s.to === entry.recipient)).toHaveLength(1);
    });

    it('finishes the message in flight before the app closes, and sends it only once', async () => {
      const entry = smsEntry('in flight');
      await enqueueMessages(h.app.db, [entry], new Date());
      sms().hold = true;
      h.app.outbox.wake();
      await sms().waitForHeld();
      const closing = h.app.close();
      sms().release();
      await closing;
      await h.start();
      const rows = await messageRows(h.app);
      expect(rows.find((r) => r.event_key === entry.key)).toMatchObject({ state: 'sent' });
      expect(sms().received.filter((s) => s.to === entry.recipient)).toHaveLength(1);
    });
  },
  options,
);

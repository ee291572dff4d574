import { expect, it } from 'vitest';
import { MESSAGE_RETRY_DELAYS_MS } from '@rental/shared/outbox';
import { describeEachDatabase, type HarnessOptions, smsReceiverFor } from '../../test/harness';
import { claimDueMessages } from './outbox.repository';
import { enqueueMessages } from './outbox.service';
import { drain, messageRows, smsEntry } from '../../test/outbox';
import { testClock } from '../../test/clock';
import { CLAIM_TIMEOUT_MS, runOnce } from './outbox.worker';

// The worker on its own: queueing in a transaction, retries with backoff, a dead worker's claim.

const clock = testClock('2026-11-20T04:30:00.000Z');
const options: HarnessOptions = { clock, outbox: { autoStart: false } };
const sms = smsReceiverFor(options);

describeEachDatabase(
  'outbox worker',
  (h) => {
    it('keeps a message only when the transaction that queued it commits', async () => {
      const kept = smsEntry('kept');
      await expect(
        h.app.db.transaction().execute(async (trx) => {
          await enqueueMessages(trx, [smsEntry('rolled back')], clock());
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      await h.app.db.transaction().execute((trx) => enqueueMessages(trx, [kept], clock()));
      const again = await enqueueMessages(h.app.db, [kept], clock());
      expect(again).toBe(0);
      const rows = await messageRows(h.app);
      expect(rows.map((r) => r.body)).toEqual(['kept']);
      await drain(h.app);
    });

    it('retries a failing SMS webhook after 1, 5, 30 and 120 minutes, then fails', async () => {
      const before = sms().received.length;
      const entry = smsEntry('retry me');
      await enqueueMessages(h.app.db, [entry], clock());
      sms().failWith = 503;
      try {
        expect(await runOnce(h.app, 'w1')).toBe(1);
        for (const delay of MESSAGE_RETRY_DELAYS_MS) {
          const [row] = await rowsWithKey(entry.key);
          expect(row).toMatchObject({ state: 'pending', last_error: 'SMS webhook answered 503' });
          expect(Date.parse(row!.due_at) - clock().getTime()).toBe(delay);
          // Not before its time.
          clock.advance(delay - 1000);
          expect(await runOnce(h.app, 'w1')).toBe(0);
          clock.advance(1000);
          expect(await runOnce(h.app, 'w1')).toBe(1);
        }
        const [failed] = await rowsWithKey(entry.key);
        expect(failed).toMatchObject({ state: 'failed', attempts: 5 });
      } finally {
        sms().failWith = null;
      }
      expect(sms().received.length).toBe(before);
    });

    it('sends once the webhook recovers, and only once', async () => {
      const entry = smsEntry('second try works');
      await enqueueMessages(h.app.db, [entry], clock());
      sms().failWith = 500;
      await runOnce(h.app, 'w1');
      sms().failWith = null;
      clock.advance(60_000);
      const sentAt = clock().toISOString();
      expect(await drain(h.app)).toBe(1);
      clock.advance(3 * 60 * 60_000);
      expect(await drain(h.app)).toBe(0);
      expect(sms().received.filter((s) => s.to === entry.recipient)).toHaveLength(1);
      const [row] = await rowsWithKey(entry.key);
      expect(row).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
      expect(row!.sent_at).toBe(sentAt);
    });

    it('takes over a message claimed by a worker that died, after the claim timeout', async () => {
      const entry = smsEntry('orphaned');
      await enqueueMessages(h.app.db, [entry], clock());
      const now = clock().toISOString();
      // What a process killed between its claim and its send leaves behind.
      const claimed = await claimDueMessages(h.app.db, {
        workerId: 'killed-worker',
        now,
        staleBefore: now,
        skipLocked: h.kind === 'postgres',
        limit: 1,
      });
      expect(claimed.map((m) => m.event_key)).toEqual([entry.key]);
      clock.advance(CLAIM_TIMEOUT_MS - 1000);
      expect(await runOnce(h.app, 'survivor')).toBe(0);
      clock.advance(2000);
      expect(await runOnce(h.app, 'survivor')).toBe(1);
      const [row] = await rowsWithKey(entry.key);
      expect(row).toMatchObject({ state: 'sent', attempts: 2, claimed_by: null });
      expect(sms().received.filter((s) => s.to === entry.recipient)).toHaveLength(1);
    });

    it('withholds an OTP code from the stored row once it is sent', async () => {
      const entry = smsEntry('Your code is 123456');
      await enqueueMessages(h.app.db, [entry], clock());
      await drain(h.app);
      const [row] = await rowsWithKey(entry.key);
      expect(row!.state).toBe('sent');
      expect(row!.body).not.toContain('123456');
    });

    async function rowsWithKey(key: string) {
      return h.app.db.selectFrom('messages').selectAll().where('event_key', '=', key).execute();
    }
  },
  options,
);

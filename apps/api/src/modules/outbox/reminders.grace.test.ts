import { expect, it } from 'vitest';
import { createBooking, createCar, createCustomer } from '../../test/factories';
import { describeEachDatabase, type HarnessOptions } from '../../test/harness';
import { renderStoredMessage } from './message-render';
import { messageRows } from '../../test/outbox';
import { testClock } from '../../test/clock';
import { scheduleReminders } from './reminders';

// docs/product.md#messages: the business's overdue-return notice waits LATE_GRACE_MINUTES, the
// same grace after which the bill counts a late day, and says so.

const clock = testClock('2026-11-20T04:30:00.000Z');
const options: HarnessOptions = {
  clock,
  outbox: { autoStart: false },
  config: { lateGraceMinutes: 45 },
};

describeEachDatabase(
  'the overdue-return notice with a configured grace',
  (h) => {
    it('falls due 45 minutes after the return and names 45 minutes', async () => {
      const customer = await createCustomer(h);
      const car = await createCar(h, { name: 'Swift VXi' });
      const returnAt = '2026-12-01T04:30:00.000Z';
      const id = await createBooking(h, customer, car, {
        pickupAt: '2026-11-30T04:30:00.000Z',
        returnAt,
      });
      await h.app.db.transaction().execute((trx) => scheduleReminders(h.app, trx, id));
      const overdue = (await messageRows(h.app, id)).filter(
        (r) => r.event === 'business_return_overdue',
      );
      expect(overdue.map((r) => new Date(r.due_at).toISOString())).toEqual([
        '2026-12-01T05:15:00.000Z',
      ]);
      const text = await renderStoredMessage(h.app.db, overdue[0]!);
      expect(text.body).toContain('is more than 45 minutes late.');
    });
  },
  options,
);

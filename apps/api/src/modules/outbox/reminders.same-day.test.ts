import { expect, it } from 'vitest';
import { toKolkataIso } from '@rental/shared/kolkata-time';
import { createBooking, createCar, createCustomer } from '../../test/factories';
import { describeEachDatabase, type Harness, type HarnessOptions } from '../../test/harness';
import { messageRows } from '../../test/outbox';
import { testClock } from '../../test/clock';
import { scheduleReminders } from './reminders';

// docs/product.md#messages: the reminders of an hourly rental booked the same day.

const clock = testClock('2026-11-20T02:30:00.000Z');
const options: HarnessOptions = { clock, outbox: { autoStart: false } };
const ist = (local: string) => new Date(`${local}:00+05:30`).toISOString();

async function remindersOf(h: Harness, pickup: string, ret: string) {
  const customer = await createCustomer(h);
  const car = await createCar(h, { name: 'Swift VXi', branch: 'Dilsukhnagar' });
  const id = await createBooking(h, customer, car, { pickupAt: ist(pickup), returnAt: ist(ret) });
  await h.app.db.transaction().execute((trx) => scheduleReminders(h.app, trx, id));
  const rows = await messageRows(h.app, id);
  return rows
    .filter((r) => r.state === 'pending' && r.channel !== 'email')
    .map((r) => `${r.event} ${toKolkataIso(r.due_at).slice(11, 16)}`);
}

describeEachDatabase(
  'reminders of a same-day rental',
  (h) => {
    it('reminds of a pickup later today 2 h before it, and of a 6-hour return 2 h before it', async () => {
      clock.set(ist('2026-11-20T08:00'));
      expect(await remindersOf(h, '2026-11-20T11:00', '2026-11-20T17:00')).toEqual([
        'pickup_2h 09:00',
        'return_2h 15:00',
      ]);
    });

    it('reminds of the return of a rental shorter than 4 hours halfway through it', async () => {
      clock.set(ist('2026-11-20T08:00'));
      expect(await remindersOf(h, '2026-11-20T11:00', '2026-11-20T14:00')).toEqual([
        'pickup_2h 09:00',
        'return_2h 12:30',
      ]);
      // A 1-hour rental: never a return reminder before the pickup.
      expect(await remindersOf(h, '2026-11-20T11:00', '2026-11-20T12:00')).toEqual([
        'pickup_2h 09:00',
        'return_2h 11:30',
      ]);
    });

    it('sends the pickup reminder at once when the pickup is less than 2 h away', async () => {
      clock.set(ist('2026-11-20T10:00'));
      expect(await remindersOf(h, '2026-11-20T11:00', '2026-11-20T15:00')).toEqual([
        'pickup_2h 10:00',
        'return_2h 13:00',
      ]);
    });
  },
  options,
);

import { expect, it } from 'vitest';
import { toKolkataIso } from '@rental/shared/kolkata-time';
import { createBooking, createCar, createCustomer } from '../../test/factories';
import {
  describeEachDatabase,
  type Harness,
  type HarnessOptions,
  smsReceiverFor,
} from '../../test/harness';
import { drain, messageRows } from '../../test/outbox';
import { testClock } from '../../test/clock';
import { scheduleReminders } from './reminders';

// Reminders are computed from the booking's times in Kolkata and follow its changes.

const clock = testClock('2026-11-20T04:30:00.000Z');
const options: HarnessOptions = { clock, outbox: { autoStart: false } };
const sms = smsReceiverFor(options);

const ist = (local: string) => new Date(`${local}:00+05:30`).toISOString();

async function bookingAt(h: Harness, pickup: string, ret: string) {
  const customer = await createCustomer(h);
  const car = await createCar(h, { name: 'Swift VXi', branch: 'Dilsukhnagar' });
  const id = await createBooking(h, customer, car, { pickupAt: ist(pickup), returnAt: ist(ret) });
  return { id, customer };
}

const reschedule = (h: Harness, id: string) =>
  h.app.db.transaction().execute((trx) => scheduleReminders(h.app, trx, id));

async function pending(h: Harness, id: string) {
  const rows = await messageRows(h.app, id);
  return rows
    .filter((r) => r.state === 'pending')
    .map((r) => `${r.event} ${r.channel} ${toKolkataIso(r.due_at).slice(0, 16)}`);
}

describeEachDatabase(
  'reminders',
  (h) => {
    it('falls due 24 h and 2 h before pickup and 2 h before return, across midnight and a month end', async () => {
      clock.set('2026-11-20T04:30:00.000Z');
      const { id } = await bookingAt(h, '2026-11-30T01:00', '2026-12-01T00:30');
      await reschedule(h, id);
      expect(await pending(h, id)).toEqual([
        'pickup_24h email 2026-11-29T01:00',
        'pickup_24h sms 2026-11-29T01:00',
        'pickup_2h email 2026-11-29T23:00',
        'pickup_2h sms 2026-11-29T23:00',
        'return_2h email 2026-11-30T22:30',
        'return_2h sms 2026-11-30T22:30',
        'business_return_overdue email 2026-12-01T01:30',
      ]);
      // Recomputing without a change queues nothing new.
      await reschedule(h, id);
      expect(await messageRows(h.app, id)).toHaveLength(7);
    });

    it('skips a reminder whose moment has passed', async () => {
      clock.set(ist('2026-11-21T08:00'));
      const { id } = await bookingAt(h, '2026-11-21T20:00', '2026-11-22T20:00');
      await reschedule(h, id);
      expect((await pending(h, id)).map((r) => r.split(' ')[0])).not.toContain('pickup_24h');
      expect(await pending(h, id)).toContain('pickup_2h sms 2026-11-21T18:00');
    });

    it('moves the reminders of a moved booking and brings them back when it moves back', async () => {
      clock.set('2026-11-20T04:30:00.000Z');
      const { id } = await bookingAt(h, '2026-12-10T09:00', '2026-12-12T09:00');
      await reschedule(h, id);
      const first = await pending(h, id);
      await moveBooking(h, id, ist('2026-12-15T10:00'), ist('2026-12-16T10:00'));
      await reschedule(h, id);
      expect(await pending(h, id)).toContain('pickup_24h sms 2026-12-14T10:00');
      expect((await pending(h, id)).join()).not.toContain('2026-12-09');
      const rows = await messageRows(h.app, id);
      expect(rows.filter((r) => r.state === 'cancelled')).toHaveLength(7);
      await moveBooking(h, id, ist('2026-12-10T09:00'), ist('2026-12-12T09:00'));
      await reschedule(h, id);
      expect(await pending(h, id)).toEqual(first);
    });

    it('drops the reminders of a cancelled booking, and never sends one for a completed booking', async () => {
      clock.set('2026-11-20T04:30:00.000Z');
      const cancelled = await bookingAt(h, '2026-12-20T09:00', '2026-12-21T09:00');
      await reschedule(h, cancelled.id);
      await setStatus(h, cancelled.id, 'Cancelled');
      await reschedule(h, cancelled.id);
      expect(await pending(h, cancelled.id)).toEqual([]);

      // Completed without its reminders being recomputed: the worker checks at send time.
      const completed = await bookingAt(h, '2026-12-22T09:00', '2026-12-23T09:00');
      await reschedule(h, completed.id);
      await setStatus(h, completed.id, 'Completed');
      const before = sms().received.length;
      clock.set(ist('2026-12-24T09:00'));
      await drain(h.app);
      const rows = await messageRows(h.app, completed.id);
      expect(rows.every((r) => r.state === 'cancelled')).toBe(true);
      expect(rows[0]!.last_error).toBe('booking is Completed');
      expect(
        sms()
          .received.slice(before)
          .filter((s) => s.to === completed.customer.mobile),
      ).toEqual([]);
    });

    it('sends a due reminder once, naming the car, the branch and the time in IST', async () => {
      clock.set('2026-11-20T04:30:00.000Z');
      const { id, customer } = await bookingAt(h, '2026-11-28T09:00', '2026-11-29T09:00');
      await reschedule(h, id);
      clock.set(ist('2026-11-27T09:00'));
      await drain(h.app);
      clock.set(ist('2026-11-27T12:00'));
      await drain(h.app);
      const texts = sms().received.filter((s) => s.to === customer.mobile);
      expect(texts).toHaveLength(1);
      expect(texts[0]!.message).toContain('Swift VXi, Dilsukhnagar');
      expect(texts[0]!.message).toContain('28 Nov 09:00');
      expect(texts[0]!.message).toContain(id.slice(-8).toUpperCase());
      expect(texts[0]!.message.length).toBeLessThanOrEqual(160);
    });
  },
  options,
);

function moveBooking(h: Harness, id: string, pickupAt: string, returnAt: string) {
  return h.app.db
    .updateTable('bookings')
    .set({ pickup_at: pickupAt, return_at: returnAt })
    .where('id', '=', id)
    .execute();
}

function setStatus(h: Harness, id: string, status: string) {
  return h.app.db.updateTable('bookings').set({ status }).where('id', '=', id).execute();
}

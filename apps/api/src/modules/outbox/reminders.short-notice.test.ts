import { expect, it } from 'vitest';
import { toKolkataIso } from '@rental/shared/kolkata-time';
import { bookingPayload, createAdminToken, createCar, createCustomer } from '../../test/factories';
import {
  bearer,
  describeEachDatabase,
  type Harness,
  type HarnessOptions,
  smsReceiverFor,
} from '../../test/harness';
import { setStatus } from '../../test/ledger';
import { drain, messageRows } from '../../test/outbox';
import { testClock } from '../../test/clock';

// docs/product.md#messages: a booking made less than 2 hours before its pickup gets the pickup
// reminder at once, and only once, whatever happens to the booking afterwards.

const clock = testClock('2026-12-10T02:40:00.000Z');
const options: HarnessOptions = { clock, outbox: { autoStart: false } };
const sms = smsReceiverFor(options);
const ist = (local: string) => new Date(`${local}:00+05:30`);

/** A booking through POST /api/bookings/book, picked up at `pickupTime` on 10 December. */
async function book(h: Harness, pickupTime: string) {
  const customer = await createCustomer(h);
  const car = await createCar(h, { name: 'Baleno Zeta', branch: 'Boduppal' });
  const res = await h.inject({
    method: 'POST',
    url: '/api/bookings/book',
    headers: bearer(customer.token),
    payload: bookingPayload(car.id, {
      customerEmail: customer.email,
      pickupDate: '2026-12-10',
      pickupTime,
      returnDate: '2026-12-11',
      returnTime: '18:00',
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json()._id as string, customer };
}

/** The booking's pickup reminders as "channel state due-time". */
async function pickupReminders(h: Harness, id: string) {
  return (await messageRows(h.app, id))
    .filter((r) => r.event.startsWith('pickup_'))
    .map((r) => `${r.event} ${r.channel} ${r.state} ${toKolkataIso(r.due_at).slice(11, 16)}`);
}

describeEachDatabase(
  'the pickup reminder of a booking made at short notice',
  (h) => {
    it('queues the 2-hour reminder at once and sends it once, through a later confirmation', async () => {
      clock.set(ist('2026-12-10T08:10'));
      const { id, customer } = await book(h, '09:30');
      expect(await pickupReminders(h, id)).toEqual(
        expect.arrayContaining(['pickup_2h sms pending 08:10', 'pickup_2h email pending 08:10']),
      );
      expect(await pickupReminders(h, id)).toHaveLength(2);

      await drain(h.app);
      // Confirming recomputes the reminders: the one already sent is not queued again.
      clock.set(ist('2026-12-10T08:20'));
      await setStatus(h, await createAdminToken(h), id, 'Confirmed');
      await drain(h.app);

      const texts = sms().received.filter(
        (s) => s.to === customer.mobile && s.message.includes('pickup of'),
      );
      expect(texts).toHaveLength(1);
      expect(texts[0]!.message).toContain('10 Dec 09:30');
      expect((await pickupReminders(h, id)).every((r) => r.includes(' sent '))).toBe(true);
    });

    it('keeps the reminder 2 hours before a pickup booked 3 hours ahead', async () => {
      clock.set(ist('2026-12-10T08:10'));
      const { id } = await book(h, '11:30');
      expect((await pickupReminders(h, id)).sort()).toEqual([
        'pickup_2h email pending 09:30',
        'pickup_2h sms pending 09:30',
      ]);
    });
  },
  options,
);

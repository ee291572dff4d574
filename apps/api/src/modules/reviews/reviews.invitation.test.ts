import { expect, it } from 'vitest';
import { setStatus } from '../../test/availability';
import { describeEachDatabase, smsReceiverFor, type HarnessOptions } from '../../test/harness';
import {
  HOUR,
  handoverClock,
  handoverForm,
  handoverKit,
  pickupRecord,
  returnRecord,
} from '../../test/handover';
import { drain, messageRows } from '../../test/outbox';

// docs/product.md#reviews: a Completed rental's renter is invited to review it, once, by text
// and e-mail, whether the return or the admin completed it.

const clock = handoverClock();
const options: HarnessOptions = { clock, outbox: { autoStart: false } };
const sms = smsReceiverFor(options);

describeEachDatabase(
  'the invitation to review',
  (h) => {
    const kit = handoverKit(h, clock);

    const invitations = async (id: string) =>
      (await messageRows(h.app, id))
        .filter((r) => r.event === 'review_invitation')
        .map((r) => r.channel)
        .sort();

    it('invites the renter once the car is returned, by text and e-mail', async () => {
      const id = await kit.confirmedBooking();
      await kit.approveDocuments();
      expect((await kit.post(id, 'pickup', handoverForm(pickupRecord()))).statusCode).toBe(201);
      expect(await invitations(id)).toEqual([]);
      const start = clock();
      try {
        clock.set(new Date(start.getTime() + 47 * HOUR));
        const back = await kit.post(id, 'return', handoverForm(returnRecord()));
        expect(back.statusCode, back.body).toBe(201);
        expect(await invitations(id)).toEqual(['email', 'sms']);
        await drain(h.app);
      } finally {
        clock.set(start);
      }
      const texts = sms().received.filter(
        (s) => s.to === kit.renter.mobile && s.message.includes('Rate the car'),
      );
      expect(texts).toHaveLength(1);
      expect(texts[0]!.message).toContain(id.slice(-8).toUpperCase());
      expect(texts[0]!.message.length).toBeLessThanOrEqual(160);
    });

    it('invites once when the admin completes a booking, and not again after reopening it', async () => {
      const id = await kit.confirmedBooking();
      expect((await setStatus(h, kit.admin, id, 'Completed')).statusCode).toBe(200);
      expect(await invitations(id)).toEqual(['email', 'sms']);
      expect((await setStatus(h, kit.admin, id, 'Confirmed')).statusCode).toBe(200);
      expect((await setStatus(h, kit.admin, id, 'Completed')).statusCode).toBe(200);
      expect(await invitations(id)).toEqual(['email', 'sms']);
    });

    it('does not invite for a cancelled booking', async () => {
      const id = await kit.confirmedBooking();
      expect((await setStatus(h, kit.admin, id, 'Cancelled')).statusCode).toBe(200);
      expect(await invitations(id)).toEqual([]);
    });
  },
  options,
);

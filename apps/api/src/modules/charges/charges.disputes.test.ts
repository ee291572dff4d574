import { expect, it } from 'vitest';
import { CHARGE_MESSAGES } from '@rental/shared/charges';
import { PAYMENT_MESSAGES } from '@rental/shared/payments';
import { bearer, describeEachDatabase, type HarnessOptions } from '../../test/harness';
import { drain, messageRows } from '../../test/outbox';
import { testClock } from '../../test/clock';
import { afterTripKit, DAY, HOUR } from '../../test/charges';

// docs/product.md#after-the-trip: within DISPUTE_HOURS the renter pays a charge by UPI or
// disputes it; staff uphold or waive a dispute with a reason the renter sees; an undisputed
// charge past the window is due.

const clock = testClock('2026-12-20T06:30:00Z');
const options: HarnessOptions = {
  clock,
  outbox: { autoStart: false },
  config: { upiId: 'rentals@okaxis' },
};
const toll = { type: 'toll', amount: 250, reference: 'FT-1' };

describeEachDatabase(
  'paying or disputing a charge',
  (h) => {
    const kit = afterTripKit(h);

    /** A charge raised `hoursAgo` on a booking returned two days before it. */
    async function chargeRaised(hoursAgo: number, charge: Record<string, unknown> = toll) {
      const now = clock();
      clock.set(new Date(now.getTime() - hoursAgo * HOUR));
      const id = await kit.completedBooking(new Date(clock().getTime() - 2 * DAY));
      const res = await kit.addCharge(id, charge);
      clock.set(now);
      expect(res.statusCode, res.body).toBe(201);
      return { bookingId: id, charge: res.json() };
    }

    it('accepts a dispute 47 hours after the charge and refuses one at 49 hours', async () => {
      const early = await chargeRaised(47);
      const accepted = await kit.act('POST', early.charge.id, 'dispute', {
        reason: 'I was not driving on that road',
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({
        status: 'disputed',
        disputeReason: 'I was not driving on that road',
      });

      const late = await chargeRaised(49);
      const refused = await kit.act('POST', late.charge.id, 'dispute', { reason: 'Too late?' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'dispute_closed',
        error: CHARGE_MESSAGES.disputeClosed(48),
      });
      expect((await kit.afterTrip(late.bookingId)).json().charges[0].status).toBe('due');
    });

    it('refuses a second dispute, an empty reason and another renter', async () => {
      const { charge } = await chargeRaised(1);
      const empty = await kit.act('POST', charge.id, 'dispute', { reason: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe('Reason is required.');
      expect((await kit.act('POST', charge.id, 'dispute', { reason: 'No' })).statusCode).toBe(200);
      const again = await kit.act('POST', charge.id, 'dispute', { reason: 'No!' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(CHARGE_MESSAGES.alreadyDisputed);
    });

    it('lists disputes for staff, who waive one with a reason the renter sees', async () => {
      const { bookingId, charge } = await chargeRaised(2);
      await kit.act('POST', charge.id, 'dispute', { reason: 'Car was parked at home' });
      const queue = await h.inject({
        method: 'GET',
        url: '/api/admin/charges/disputes',
        headers: bearer(kit.admin),
      });
      expect(queue.statusCode).toBe(200);
      expect(queue.json().map((c: { id: string }) => c.id)).toContain(charge.id);

      const decided = await kit.act(
        'PATCH',
        charge.id,
        'dispute',
        { decision: 'waive', reason: 'The toll plaza confirmed a misread plate' },
        kit.admin,
      );
      expect(decided.statusCode, decided.body).toBe(200);
      const seen = (await kit.afterTrip(bookingId)).json().charges[0];
      expect(seen).toMatchObject({
        status: 'waived',
        decision: 'waived',
        decisionReason: 'The toll plaza confirmed a misread plate',
      });
      const events = (await messageRows(h.app, bookingId)).map((m) => m.event);
      expect(events).toEqual(
        expect.arrayContaining(['business_charge_disputed', 'charge_decided']),
      );
      await drain(h.app);
      const states = (await messageRows(h.app, bookingId)).map((m) => `${m.event}:${m.state}`);
      expect(states.filter((s) => !s.endsWith(':sent'))).toEqual([]);
      const twice = await kit.act(
        'PATCH',
        charge.id,
        'dispute',
        { decision: 'uphold', reason: 'Changed my mind' },
        kit.admin,
      );
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error).toBe(CHARGE_MESSAGES.notDisputed);
    });

    it('makes an upheld dispute due', async () => {
      const { charge } = await chargeRaised(3);
      await kit.act('POST', charge.id, 'dispute', { reason: 'Not me' });
      const res = await kit.act(
        'PATCH',
        charge.id,
        'dispute',
        { decision: 'uphold', reason: 'The challan photo shows the car' },
        kit.admin,
      );
      expect(res.json()).toMatchObject({ status: 'due', decision: 'upheld' });
    });

    it('takes a UPI payment the staff check as the advance, once per reference', async () => {
      const { charge } = await chargeRaised(1);
      // The link to pay exactly the charge's amount, until a payment is sent.
      expect(charge.upiLink).toMatch(/^upi:\/\/pay\?pa=rentals@okaxis&.*am=250&cu=INR&tn=/);
      const paid = await kit.act('POST', charge.id, 'payment', { reference: '4321 0987 6543' });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().status).toBe('payment_submitted');
      expect(paid.json().upiLink).toBeNull();
      expect(paid.json()).toMatchObject({ toPay: 0, paymentAmount: 250 });
      const entry = await h.app.db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', paid.json().paymentId)
        .executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ kind: 'charges', method: 'upi', amount: 250 });

      const other = await chargeRaised(1);
      const reused = await kit.act('POST', other.charge.id, 'payment', {
        reference: '432109876543',
      });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().error).toBe(PAYMENT_MESSAGES.referenceUsed);

      const checked = await h.inject({
        method: 'PATCH',
        url: `/api/payments/${entry.id}`,
        headers: bearer(kit.admin),
        payload: { status: 'received', note: '' },
      });
      expect(checked.statusCode, checked.body).toBe(200);
      const after = (await kit.afterTrip(charge.bookingId)).json().charges[0];
      expect(after.status).toBe('paid');
      const again = await kit.act('POST', charge.id, 'payment', { reference: '111122223333' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(CHARGE_MESSAGES.settled);
    });
  },
  options,
);

import { expect, it } from 'vitest';
import type { Payment } from '@rental/shared/payments';
import { PAYMENT_MESSAGES } from '@rental/shared/payments';
import { createBooking } from '../../test/factories';
import { bearer, describeEachDatabase, type Harness } from '../../test/harness';
import {
  counterEntry,
  decide,
  HOUR_MS,
  ledgerKit,
  postPayment,
  readBooking,
  upiReference,
} from '../../test/ledger';

// docs/product.md#holds-and-payments: money goes out only against money that came in. A refund
// due counts what the renter submitted, but paying it out needs the money received; a refund due
// that counted a payment later rejected is voided and worked out again.

function cancel(h: Harness, token: string, id: string) {
  return h.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: bearer(token) });
}

describeEachDatabase(
  'refunds never exceed what was received',
  (h) => {
    const kit = ledgerKit(h);

    async function submitAdvance(id: string): Promise<Payment> {
      const res = await postPayment(h, kit.renter.token, id, {
        kind: 'advance',
        method: 'upi',
        reference: upiReference(),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    }

    it('refuses to pay out a refund due from a made-up UPI reference, and voids it on rejection', async () => {
      const id = await kit.newBooking();
      const advance = await submitAdvance(id);
      expect((await cancel(h, kit.renter.token, id)).statusCode).toBe(200);
      const due = (await readBooking(h, kit.admin, id)).payments.find((p) => p.kind === 'refund')!;
      expect(due).toMatchObject({ amount: 1_000, status: 'submitted' });

      const paidOut = await decide(h, kit.admin, due.id, { status: 'received', note: 'Sent' });
      expect(paidOut.statusCode).toBe(422);
      expect(paidOut.json()).toMatchObject({
        code: 'refund_too_large',
        error: PAYMENT_MESSAGES.refundTooLarge(0),
      });

      const rejected = await decide(h, kit.admin, advance.id, {
        status: 'rejected',
        note: 'No payment with this reference reached us.',
      });
      expect(rejected.statusCode).toBe(200);
      const after = await readBooking(h, kit.admin, id);
      expect(after.payments.map((p) => `${p.kind} ${p.amount} ${p.status}`)).toEqual([
        'advance 1000 rejected',
        'refund 1000 rejected',
      ]);
      expect(after.payments[1]!.note).toBe('Voided: a payment it counted was rejected');
      expect(after.statusHistory.map((s) => s.note)).toContain(
        'Refund of ₹1,000 by UPI due to the customer voided: a payment it counted was rejected',
      );
      expect(after.balance).toMatchObject({ paid: 0, refunded: 0 });
      const again = await decide(h, kit.admin, due.id, { status: 'received', note: 'Sent' });
      expect(again.statusCode).toBe(409);
    });

    it('works the refund due out again from what is left when one payment is rejected', async () => {
      // 24 hours ahead: the renter's cancel refunds half of what was paid.
      const pickupAt = new Date(Date.now() + 24 * HOUR_MS).toISOString();
      const id = await createBooking(h, kit.renter, kit.car, { pickupAt });
      await counterEntry(h, kit.admin, id, { kind: 'rental', method: 'cash', amount: 500 });
      const advance = await submitAdvance(id);
      expect((await cancel(h, kit.renter.token, id)).statusCode).toBe(200);
      const refundsOf = async () =>
        (await readBooking(h, kit.admin, id)).payments
          .filter((p) => p.kind === 'refund')
          .map((p) => `${p.amount} ${p.status}`);
      expect(await refundsOf()).toEqual(['750 submitted']);

      const rejected = await decide(h, kit.admin, advance.id, {
        status: 'rejected',
        note: 'Not in the bank statement.',
      });
      expect(rejected.statusCode).toBe(200);
      expect(await refundsOf()).toEqual(['750 rejected', '250 submitted']);
      const due = (await readBooking(h, kit.admin, id)).payments.find(
        (p) => p.kind === 'refund' && p.status === 'submitted',
      )!;
      const paidOut = await decide(h, kit.admin, due.id, { status: 'received', note: 'Cash' });
      expect(paidOut.statusCode, paidOut.body).toBe(200);
      expect((await readBooking(h, kit.renter.token, id)).balance).toMatchObject({
        paid: 500,
        refunded: 250,
      });
    });

    it('pays out a refund due once the advance it counts is received', async () => {
      const id = await kit.newBooking();
      const advance = await submitAdvance(id);
      expect((await cancel(h, kit.renter.token, id)).statusCode).toBe(200);
      const received = await decide(h, kit.admin, advance.id, { status: 'received', note: '' });
      expect(received.statusCode).toBe(200);
      const due = (await readBooking(h, kit.admin, id)).payments.find((p) => p.kind === 'refund')!;
      const paidOut = await decide(h, kit.admin, due.id, { status: 'received', note: 'Sent' });
      expect(paidOut.statusCode).toBe(200);
      expect((await readBooking(h, kit.renter.token, id)).balance.refunded).toBe(1_000);
    });

    it('refuses an advance of ₹0', async () => {
      const id = await kit.newBooking();
      // A booking of ₹0 cannot be made any more (a code may not take off the whole rental);
      // one written before that rule still asks for no advance.
      await h.app.db
        .updateTable('bookings')
        .set({ total_amount: 0 })
        .where('id', '=', id)
        .execute();
      const res = await postPayment(h, kit.renter.token, id, {
        kind: 'advance',
        method: 'upi',
        reference: upiReference(),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'zero_advance',
        error: PAYMENT_MESSAGES.amountPositive,
      });
      expect((await readBooking(h, kit.admin, id)).payments).toEqual([]);
    });
  },
  { config: { upiId: 'hsd@okaxis' } },
);

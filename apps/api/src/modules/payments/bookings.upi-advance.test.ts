import { expect, it } from 'vitest';
import { bookingReference } from '@rental/shared/outbox';
import { PAYMENT_MESSAGES, type Payment } from '@rental/shared/payments';
import { createBooking, createCar, createCustomer } from '../../test/factories';
import { bearer, describeEachDatabase, TEST_ADMIN } from '../../test/harness';
import {
  decide,
  ledgerKit,
  ledgerSize,
  messageEvents,
  postPayment,
  readBooking,
  upiReference,
} from '../../test/ledger';

// docs/product.md#holds-and-payments: the renter submits the UPI reference of the advance, the
// admin marks it received or rejected, and the renter sees the outcome.

describeEachDatabase(
  'the UPI advance',
  (h) => {
    const kit = ledgerKit(h);

    it('shows the advance and its UPI link on the booking', async () => {
      const id = await kit.newBooking();
      const booking = await readBooking(h, kit.renter.token, id);
      expect(booking.advance).toEqual({
        amount: 1_000,
        upiLink: `upi://pay?pa=hsd@okaxis&pn=Test%20Rentals&am=1000&cu=INR&tn=${bookingReference(id)}`,
      });
      expect(booking.balance).toEqual({
        due: 3_999,
        paid: 0,
        refunded: 0,
        outstanding: 3_999,
        depositHeld: 0,
      });
    });

    it('records the renter’s UPI reference as a submitted advance and tells the business', async () => {
      const id = await kit.newBooking();
      const reference = upiReference();
      const res = await postPayment(h, kit.renter.token, id, {
        kind: 'advance',
        method: 'upi',
        reference: `${reference.slice(0, 6)} ${reference.slice(6)}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        bookingId: id,
        kind: 'advance',
        method: 'upi',
        amount: 1_000,
        reference,
        status: 'submitted',
        recordedBy: 'customer',
        decidedBy: null,
      });
      const booking = await readBooking(h, kit.renter.token, id);
      expect(booking.payments).toHaveLength(1);
      expect(booking.balance.paid).toBe(0);
      expect(booking.statusHistory.at(-1)).toMatchObject({
        status: 'Pending',
        changedBy: 'customer',
        note: `Advance of ₹1,000 by UPI submitted, reference ${reference}`,
      });
      expect(await messageEvents(h, id)).toContain('business_upi_submitted email');

      // A second advance on the same booking is refused.
      const again = await postPayment(h, kit.renter.token, id, {
        kind: 'advance',
        method: 'upi',
        reference: upiReference(),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('advance_submitted');
    });

    it('refuses a UPI reference already recorded, on any booking, with a clear message', async () => {
      const reference = upiReference();
      const first = await postPayment(h, kit.renter.token, await kit.newBooking(), {
        kind: 'advance',
        method: 'upi',
        reference,
      });
      expect(first.statusCode).toBe(201);
      const other = await kit.newBooking(kit.stranger);
      const reused = await postPayment(h, kit.stranger.token, other, {
        kind: 'advance',
        method: 'upi',
        reference,
      });
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toMatchObject({
        code: 'reference_used',
        error: PAYMENT_MESSAGES.referenceUsed,
      });
      // The kit.admin's UPI entry with it is refused too.
      const byAdmin = await postPayment(h, kit.admin, other, {
        kind: 'rental',
        method: 'upi',
        amount: 500,
        reference,
      });
      expect(byAdmin.statusCode).toBe(409);
      expect(await ledgerSize(h, other)).toBe(0);
    });

    it('gives a racing duplicate reference to one booking only', async () => {
      const reference = upiReference();
      const ids = await Promise.all([kit.newBooking(), kit.newBooking(kit.stranger)]);
      const answers = await Promise.all(
        [kit.renter, kit.stranger].map((c, i) =>
          postPayment(h, c.token, ids[i]!, { kind: 'advance', method: 'upi', reference }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    });

    it('refuses malformed references and anything but the advance from a renter', async () => {
      const id = await kit.newBooking();
      const bad: [unknown, string][] = [
        [{ kind: 'advance', method: 'upi', reference: '12345678901' }, 'reference'],
        [{ kind: 'advance', method: 'upi', reference: '1234567890123' }, 'reference'],
        [{ kind: 'advance', method: 'upi', reference: '12345678901a' }, 'reference'],
        [{ kind: 'advance', method: 'upi' }, 'reference'],
        [{ kind: 'rental', method: 'upi', reference: upiReference() }, 'kind'],
        [{ kind: 'advance', method: 'cash', reference: upiReference() }, 'method'],
        [{ kind: 'refund', method: 'cash', amount: 100 }, 'kind'],
      ];
      for (const [payload, field] of bad) {
        const res = await postPayment(h, kit.renter.token, id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().fields).toHaveProperty(field);
      }
      expect(
        (
          await postPayment(h, kit.renter.token, id, {
            kind: 'advance',
            method: 'upi',
            reference: '1',
          })
        ).json().error,
      ).toBe(PAYMENT_MESSAGES.referenceFormat);
      expect(await ledgerSize(h, id)).toBe(0);
    });

    it('refuses a payment on someone else’s booking, or a cancelled one', async () => {
      const theirs = await kit.newBooking(kit.stranger);
      const res = await postPayment(h, kit.renter.token, theirs, {
        kind: 'advance',
        method: 'upi',
        reference: upiReference(),
      });
      expect(res.statusCode).toBe(403);
      const cancelled = await kit.newBooking(kit.renter, 'Cancelled');
      const closed = await postPayment(h, kit.renter.token, cancelled, {
        kind: 'advance',
        method: 'upi',
        reference: upiReference(),
      });
      expect(closed.statusCode).toBe(409);
      expect(closed.json().code).toBe('booking_closed');
      const missing = await postPayment(h, kit.renter.token, 'no-such-booking', {
        kind: 'advance',
        method: 'upi',
        reference: upiReference(),
      });
      expect(missing.statusCode).toBe(404);
    });

    it('lets the admin mark a submitted advance received, once, and tells the renter', async () => {
      const id = await kit.newBooking();
      const submitted = (
        await postPayment(h, kit.renter.token, id, {
          kind: 'advance',
          method: 'upi',
          reference: upiReference(),
        })
      ).json() as Payment;

      const queue = await h.inject({
        method: 'GET',
        url: '/api/admin/payments?status=submitted',
        headers: bearer(kit.admin),
      });
      expect(queue.statusCode).toBe(200);
      const item = (queue.json() as { id: string }[]).find((p) => p.id === submitted.id);
      expect(item).toMatchObject({
        bookingRef: bookingReference(id),
        carName: kit.car.name,
        customerName: 'Asha Reddy',
        customerPhone: kit.renter.mobile,
      });
      const recorded = (queue.json() as { recordedAt: string }[]).map((p) => p.recordedAt);
      expect(recorded).toEqual([...recorded].sort());

      const res = await decide(h, kit.admin, submitted.id, { status: 'received', note: '' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'received',
        decidedBy: `admin:${TEST_ADMIN.email}`,
      });
      const twice = await decide(h, kit.admin, submitted.id, { status: 'rejected', note: 'Oops' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({
        code: 'payment_decided',
        error: PAYMENT_MESSAGES.alreadyDecided,
      });

      const booking = await readBooking(h, kit.renter.token, id);
      expect(booking.payments[0]).toMatchObject({ status: 'received', decidedBy: 'admin' });
      expect(booking.balance).toMatchObject({ paid: 1_000, outstanding: 2_999 });
      expect(booking.statusHistory.at(-1)).toMatchObject({
        changedBy: 'admin',
        note: 'Advance of ₹1,000 by UPI received',
      });
      expect(await messageEvents(h, id)).toContain('payment_received sms');
    });

    it('rejects a submitted advance only with a note, which the renter sees', async () => {
      const id = await kit.newBooking();
      const submitted = (
        await postPayment(h, kit.renter.token, id, {
          kind: 'advance',
          method: 'upi',
          reference: upiReference(),
        })
      ).json() as Payment;
      const noNote = await decide(h, kit.admin, submitted.id, { status: 'rejected', note: '  ' });
      expect(noNote.statusCode).toBe(400);
      expect(noNote.json().error).toBe(PAYMENT_MESSAGES.noteRequired);
      const unknown = await decide(h, kit.admin, submitted.id, { status: 'submitted', note: '' });
      expect(unknown.statusCode).toBe(400);
      expect((await readBooking(h, kit.renter.token, id)).payments[0]!.status).toBe('submitted');

      const res = await decide(h, kit.admin, submitted.id, {
        status: 'rejected',
        note: 'No payment with this reference reached us.',
      });
      expect(res.statusCode).toBe(200);
      const seen = (await readBooking(h, kit.renter.token, id)).payments[0]!;
      expect(seen).toMatchObject({
        status: 'rejected',
        note: 'No payment with this reference reached us.',
      });
      expect(await messageEvents(h, id)).toContain('payment_rejected sms');
      // A rejected advance may be paid again.
      const again = await postPayment(h, kit.renter.token, id, {
        kind: 'advance',
        method: 'upi',
        reference: upiReference(),
      });
      expect(again.statusCode).toBe(201);
      const missing = await decide(h, kit.admin, 'no-such-payment', {
        status: 'received',
        note: '',
      });
      expect(missing.statusCode).toBe(404);
    });
  },
  { config: { upiId: 'hsd@okaxis' } },
);

describeEachDatabase('payment ledger without UPI', (h) => {
  it('offers no UPI link and refuses a UPI reference: the advance is paid at the branch', async () => {
    const renter = await createCustomer(h);
    const id = await createBooking(h, renter, await createCar(h, { price: 2_000 }));
    const booking = await readBooking(h, renter.token, id);
    expect(booking.advance).toEqual({ amount: 500, upiLink: null });
    const res = await postPayment(h, renter.token, id, {
      kind: 'advance',
      method: 'upi',
      reference: upiReference(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'upi_not_offered',
      error: PAYMENT_MESSAGES.upiNotOffered,
    });
  });
});
